import { localeFile } from './locales.ts';

export type ChunkName = string;

export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** The layouts around every signed-in page (src/app/router.tsx): the shell's roots. */
export const SIGNED_IN_SHELL_ROOTS = ['src/app/layouts/query-layer.tsx', 'src/app/layouts/app-layout.tsx'];

export const SIGNED_IN_TABLE_ROOTS = [
  'src/app/route-table/signed-in.tsx',
  'src/app/route-table/other-pages.tsx',
];

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

export function signedInGroups(graph: ImportGraph, entries: readonly string[]) {
  const table = signedInShell(graph, entries, SIGNED_IN_TABLE_ROOTS);
  const shell = signedInShell(graph, [...entries, ...rootIdsOf(graph, SIGNED_IN_TABLE_ROOTS)]);
  return { table, shell };
}
