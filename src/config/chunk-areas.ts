import { localeFile } from './locales.ts';

/**
 * Where each module of the build ships (vite.config.ts). A page loads only the code it renders:
 * rolldown splits the app at every dynamic import (a screen, a dialog, the data a loader starts), and
 * puts a module that several of those share in a chunk of its own with the others shared by the same
 * ones. Four groups on top of that:
 *
 * - translations: a language's core namespaces in one file, then one file per area (config/locales.ts);
 * - the in-browser demo backend (demo builds only);
 * - what the entry imports (rolldown's `$initial` modules, the sign-in page included): the entry's one
 *   file, rather than a dozen split by which lazy chunk also uses each module;
 * - the signed-in shell: what the layouts around every signed-in page import (the server cache, the
 *   frame, the menu, the bell), less what the entry already carries. Every signed-in page runs all of
 *   it, so it is one file instead of the dozens of small ones that split by who imports each module.
 */
export type ChunkName = string;

/** The modules each module imports statically, by id. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** The layouts around every signed-in page (src/app/router.tsx): the shell's roots. */
export const SIGNED_IN_SHELL_ROOTS = ['src/app/layouts/query-layer.tsx', 'src/app/layouts/app-layout.tsx'];

/**
 * The signed-in screens' table (src/app/route-table/signed-in-on-demand.ts): fetched before the
 * shell (the router needs it to match the path), so what it shares with the shell ships in its file.
 */
export const SIGNED_IN_TABLE_ROOTS = [
  'src/app/route-table/signed-in.tsx',
  // The other pages' table (visitor forms, tracking) is asked for with it: one request, not two.
  'src/app/route-table/other-pages.tsx',
];

// The demo backend and msw; the group takes their own dependencies along with them.
const DEMO = /src\/mocks\/|node_modules\/(msw|@mswjs\/[a-z-]+)\//;

const normalise = (id: string) => id.replace(/\\/g, '/');

/** A translation file's chunk (config/locales.ts LOCALE_FILES), or null for any other module. */
export const localeChunk = (id: string): ChunkName | null => localeFile(normalise(id));

/** The in-browser demo backend (demo builds only; the production build has none of it). */
export const demoChunk = (id: string): ChunkName | null => (DEMO.test(normalise(id)) ? 'demo' : null);

/** Every module `roots` import statically, directly or through others, the roots included. */
export function staticClosure(graph: ImportGraph, roots: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    graph.get(id)?.forEach(visit);
  };
  roots.forEach(visit);
  return found;
}

/**
 * The signed-in shell's modules: what the shell's roots import statically, less what the entries
 * do (those are in the entry's file already, and the sign-in page must not wait for the shell).
 */
export function signedInShell(
  graph: ImportGraph,
  entries: readonly string[],
  roots: readonly string[] = SIGNED_IN_SHELL_ROOTS,
): Set<string> {
  const initial = staticClosure(graph, entries);
  const shell = staticClosure(graph, rootIdsOf(graph, roots));
  return new Set([...shell].filter((id) => !initial.has(id)));
}

function rootIdsOf(graph: ImportGraph, roots: readonly string[]): string[] {
  const ids = [...graph.keys()];
  const rootIds = roots.map((root) => ids.find((id) => normalise(id).endsWith(`/${root}`)));
  const missing = roots.filter((_, i) => !rootIds[i]);
  if (missing.length)
    throw new Error(`chunk-areas: the signed-in shell's ${missing.join(', ')} is not in the build`);
  return rootIds as string[];
}

/**
 * The signed-in table's modules and the shell's: each its static closure less the entries', the
 * shell's less the table's too (the table comes first and the shell imports from it).
 */
export function signedInGroups(graph: ImportGraph, entries: readonly string[]) {
  const table = signedInShell(graph, entries, SIGNED_IN_TABLE_ROOTS);
  const shell = signedInShell(graph, [...entries, ...rootIdsOf(graph, SIGNED_IN_TABLE_ROOTS)]);
  return { table, shell };
}
