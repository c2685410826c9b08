import { availableParallelism } from 'node:os';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { loadEnv, type Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { apiProxySettings } from './src/config/api-proxy';
import { assertValidEnv } from './src/config/env-schema';
import { demoChunk, localeChunk, signedInGroups } from './src/config/chunk-areas';
import { DEFAULT_LANGUAGE } from './src/config/enums';
import { ISOLATED_TESTS } from './tests/isolated-tests';
import { directIconImports } from './build/direct-icon-imports';
import { firstRequestPlugin } from './build/first-request-plugin';
import { hoistTransitiveImports } from './build/hoist-transitive-imports';
import { moduleMapPlugin } from './scripts/bench-module-map.mjs';

/** The production build talks to the real /api: msw's service worker (in public/ for the demo) stays out. */
const withoutDemoWorker = (): Plugin => ({
  name: 'without-demo-worker',
  apply: (_, env) => env.command === 'build' && env.mode === 'production',
  writeBundle(options) {
    rmSync(join(options.dir ?? 'dist', 'mockServiceWorker.js'), { force: true });
  },
});

/**
 * The default language's core translations and its list of translation files are asked for with the
 * entry (modulepreload links in index.html), not once the entry has run and i18next asks: the first screen of most visitors, who
 * read Azerbaijani, waits one round of requests less (issue 17). A visitor who chose English or
 * Russian fetches those 4–5 KB needlessly, once.
 */
const preloadDefaultCoreTranslations = (): Plugin => {
  let base = '/';
  return {
    name: 'preload-default-core-translations',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_, context) => {
        // The language's list of translation files (lib/locale-files/), which i18next reads first.
        const list = `/src/lib/locale-files/${DEFAULT_LANGUAGE}.ts`;
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output) =>
            output.type === 'chunk' &&
            (output.name === `locale-core-${DEFAULT_LANGUAGE}` ||
              output.facadeModuleId?.replace(/\\/g, '/').endsWith(list)),
        );
        return chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
};

/**
 * The signed-in table's and shell's chunks (config/chunk-areas.ts `signedInGroups`): their modules are read from the
 * module graph, taken once the build has parsed every module and before rolldown makes the chunks
 * and asks the group which modules are its own.
 */
const signedInShellGroup = () => {
  let graph = new Map<string, readonly string[]>();
  let entries: string[] = [];
  let groups: ReturnType<typeof signedInGroups> | null = null;
  const plugin: Plugin = {
    name: 'signed-in-shell-graph',
    apply: 'build',
    buildEnd() {
      graph = new Map();
      entries = [];
      groups = null;
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        graph.set(id, info.importedIds);
        if (info.isEntry) entries.push(id);
      }
    },
  };
  const groupsOf = () => (groups ??= signedInGroups(graph, entries));
  const test = (part: 'table' | 'shell') => (id: string) => graph.size > 0 && groupsOf()[part].has(id);
  return { plugin, shell: test('shell'), table: test('table') };
};

// Tests run on Baku's clock (UTC+4, no daylight saving), where most users are: a date helper or the
// demo backend's 'today' that slipped to the UTC day would be wrong four hours a night, and UTC-run
// tests would never see it. Set here, before Vitest starts its workers, so they inherit it.
if (process.env.VITEST) process.env.TZ = 'Asia/Baku';

export default defineConfig(({ mode }) => {
  // A bad .env stops here, before anything is built or served (src/config/env-schema.ts).
  const settings = assertValidEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  // VITE_API_PROXY set: /api goes to that backend and the in-browser demo backend is off.
  const apiProxy = apiProxySettings(settings.VITE_API_PROXY);
  const shellGroup = signedInShellGroup();
  return {
    plugins: [
      directIconImports(),
      react(),
      tailwindcss(),
      withoutDemoWorker(),
      preloadDefaultCoreTranslations(),
      shellGroup.plugin,
      firstRequestPlugin(),
      hoistTransitiveImports(),
      // .vite/modules.json: where each source module shipped, for the bench's byte check.
      moduleMapPlugin(),
    ],
    define: apiProxy.define,
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
      },
    },
    server: { port: 5173, strictPort: true, ...apiProxy.server },
    preview: { port: 4173, strictPort: true, ...apiProxy.preview },
    build: {
      // Source maps stay out of the shipped bundle; the bench reads real sizes.
      sourcemap: false,
      // The bench reads the manifest to tell route chunks from shared ones.
      manifest: true,
      chunkSizeWarningLimit: 600,
      // A lazy chunk's own imports are found by the browser as it parses the chunk. Vite's helper
      // would add a <link rel=modulepreload> per dependency first: on a list's first load that was
      // 45 links, 90–170 ms at 4× CPU inside the router's first task, and every idle preload paid
      // it again (docs/decisions.md, 'Bench, 2026-11-29, evening'). index.html keeps its links, and
      // a lazy chunk's stylesheet is still put in place before the chunk runs. The chunk itself names
      // every file under it instead (build/hoist-transitive-imports.ts).
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
      },
      rolldownOptions: {
        output: {
          // A page loads only the code it renders (src/config/chunk-areas.ts): rolldown splits at each
          // dynamic import; these groups take their modules first, the higher priority the earlier.
          codeSplitting: {
            groups: [
              { name: localeChunk, debugName: 'translations', priority: 100 },
              { name: demoChunk, debugName: 'demo', priority: 90 },
              // What the entry imports, the sign-in page included, in the entry's one file: split by
              // who else shares each module, /login fetched a dozen files for the same code.
              { name: 'start', tags: ['$initial'], priority: 85 },
              // Each of its modules is listed (the shell's whole static closure less the entry's):
              // taking their dependencies too would pull the entry's own modules out of the entry.
              // The signed-in screens' table, asked for before the shell (route-table/signed-in-on-demand.ts).
              {
                name: 'signed-in-table',
                test: shellGroup.table,
                priority: 82,
                includeDependenciesRecursively: false,
              },
              {
                name: 'signed-in-shell',
                test: shellGroup.shell,
                priority: 80,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    test: {
      globals: true,
      environment: 'jsdom',
      environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
      setupFiles: ['./tests/utils/setup-vitest.ts'],
      css: false,
      testTimeout: 30_000,
      // Vitest keeps one core for itself (cores − 1 workers): on the 2-core CI machine that is one
      // worker and the other core idle. The main process only gathers results, so use both.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // A worker runs its files one after another in one module graph and one jsdom: the app's modules
      // (its lazy routes, i18n, the demo backend) are loaded once per worker instead of once per file,
      // and each file still starts from the seed, no session and az (tests/utils/setup-vitest.ts).
      // Files that replace a module (vi.mock) or the environment get their own, as before.
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            isolate: false,
            include: [
              'src/**/*.test.{ts,tsx}',
              'scripts/**/*.test.{ts,tsx}',
              'tests/unit/**/*.test.{ts,tsx}',
            ],
            exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
          },
        },
        { extends: true, test: { name: 'isolated', include: [...ISOLATED_TESTS] } },
      ],
    },
  };
});
