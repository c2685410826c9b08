import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';
import { SIGNED_IN_NAMESPACES } from '../src/config/core-namespaces';
import { LANGUAGES } from '../src/config/languages';
import { localeFile } from '../src/config/locales';
import type * as ComputedTable from './first-request-table.computed';

// A signed-in landing route's first data leaves from index.html, while the HTML is parsed, instead
// of after two rounds of scripts (the entry, then the app chunk whose loader asked). The build
// writes into the page a table of those requests, computed from the app's own query functions
// (build/first-request-table.ts), and the constant script that starts them (build/early-requests.js).
// The CSP allows that one inline script by its hash (deploy/security-headers.conf); the build stops
// if the hash there is not this script's. The in-browser demo is left alone: its backend starts
// later, inside the app, and a request before it would reach no one.

/** Where the CSP that must allow the inline script lives. */
export const CSP_FILE = 'deploy/security-headers.conf';

/** The inline script as the page carries it: the file without its comment lines. */
export function earlyRequestsScript(root: string) {
  const source = readFileSync(join(root, 'build/early-requests.js'), 'utf8');
  return source
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n')
    .trim();
}

/** The CSP source that allows `script` inline: 'sha256-…'. */
export const cspHashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The table as JSON that cannot end its <script> element early. */
const asScriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The VITE_ settings as the app's code reads them in this build (its .env and the config's define). */
function envDefines(config: ResolvedConfig) {
  const defines: Record<string, string> = {};
  for (const [key, value] of Object.entries(config.env)) {
    if (key.startsWith('VITE_')) defines[`import.meta.env.${key}`] = JSON.stringify(value);
  }
  return { ...defines, ...(config.define as Record<string, string> | undefined) };
}

const isDemoBuild = (config: ResolvedConfig) =>
  envDefines(config)['import.meta.env.VITE_DEMO_BACKEND'] === JSON.stringify('true');

/** Loads the table module with the app's aliases and settings, as the built app would run it. */
async function computeTable(config: ResolvedConfig) {
  const file = join(config.root, 'build/first-request-table.computed.ts');
  const { module } = await runnerImport<typeof ComputedTable>(file, {
    root: config.root,
    mode: config.mode,
    logLevel: 'error',
    resolve: { alias: config.resolve.alias },
    define: envDefines(config),
  });
  return module.table;
}

type BuiltChunk = { type: 'chunk'; name: string; fileName: string; moduleIds: string[] };

const chunksOf = (context: { bundle?: Record<string, unknown> }) =>
  Object.values(context.bundle ?? {}).filter(
    (output): output is BuiltChunk => (output as { type?: string }).type === 'chunk',
  );

function chunkHolding(chunks: BuiltChunk[], module: string) {
  const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(module)));
  if (!chunk) throw new Error(`first-request: ${module} is not in the build`);
  return chunk;
}

/**
 * What every signed-in page runs before its heading can paint, beyond the entry: the screens' table
 * (src/app/route-table/signed-in-on-demand.ts), the shell's layouts (config/chunk-areas.ts), and the
 * signed-in words in each language. The script asks for them beside the entry, where each would
 * otherwise wait for the one before it to run.
 */
function signedInFiles(config: ResolvedConfig, context: { bundle?: Record<string, unknown> }) {
  const chunks = chunksOf(context);
  const url = (chunk: BuiltChunk) => `${config.base}${chunk.fileName}`;
  const words = Object.fromEntries(
    LANGUAGES.map((language) => {
      const chunk = chunks.find(
        (c) => c.name === localeFile(`/locales/${language}/${SIGNED_IN_NAMESPACES[0]}.json`),
      );
      if (!chunk) throw new Error(`first-request: the signed-in words in ${language} are not in the build`);
      return [language, url(chunk)];
    }),
  );
  return {
    signedInCode: [
      url(chunkHolding(chunks, '/src/app/route-table/signed-in.tsx')),
      url(chunkHolding(chunks, '/src/app/layouts/app-layout.tsx')),
    ],
    signedInWords: words,
  };
}

export const firstRequestPlugin = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'first-request',
    apply: 'build',
    configResolved: (resolved) => {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html, context) => {
        if (isDemoBuild(config)) return html;
        const script = earlyRequestsScript(config.root);
        const hash = cspHashOf(script);
        if (!readFileSync(join(config.root, CSP_FILE), 'utf8').includes(hash)) {
          throw new Error(`${CSP_FILE}: script-src must allow the first-request script: add ${hash}`);
        }
        const table = { ...(await computeTable(config)), ...signedInFiles(config, context) };
        const tags =
          `<script type="application/json" id="first-requests">${asScriptJson(table)}</script>` +
          `<script>${script}</script>`;
        // Right after the charset (which must come within the first 1024 bytes) and before the
        // stylesheet: an inline script after a stylesheet waits for it to load before it runs.
        const charset = /<meta charset[^>]*>/i.exec(html);
        if (!charset) throw new Error('index.html: no <meta charset> to put the first-request script after');
        const at = charset.index + charset[0].length;
        return `${html.slice(0, at)}\n    ${tags}${html.slice(at)}`;
      },
    },
  };
};
