import { posix } from 'node:path';
import type { Plugin } from 'vite';

// A lazy chunk's own imports are found by the browser as it parses the chunk, theirs as it parses
// them: a screen 5 levels deep came in 5 rounds of requests after a click or a hover (one per level),
// where one would do. Listing, at the chunk's end, every file under it makes the browser ask for them
// all at once. At the end, not the start: a module's imports run in the order written, so every file
// added has already run through the chunk's own imports before its line is reached, and nothing runs
// in another order. Rollup calls this hoisting transitive imports; rolldown does not do it yet.

export type ChunkNode = { fileName: string; imports: readonly string[] };

/**
 * The files under `chunk` that it does not import itself (its imports' imports, and so on down),
 * less those `loaded` already.
 */
export function transitiveImports(
  chunk: ChunkNode,
  chunks: ReadonlyMap<string, ChunkNode>,
  loaded: ReadonlySet<string> = new Set(),
): string[] {
  const direct = new Set(chunk.imports);
  const found = new Set<string>();
  const visit = (fileName: string) => {
    for (const next of chunks.get(fileName)?.imports ?? []) {
      // A file not in the build's list (a chunk of styles only) is left to Vite.
      if (found.has(next) || next === chunk.fileName || !chunks.has(next)) continue;
      found.add(next);
      visit(next);
    }
  };
  chunk.imports.forEach(visit);
  return [...found].filter((fileName) => !direct.has(fileName) && !loaded.has(fileName));
}

/** `import"./x.js";` for each file, as seen from `from`. */
export function importLines(from: string, files: readonly string[]): string {
  return files
    .map((file) => {
      const path = posix.relative(posix.dirname(from), file);
      return `import"${path.startsWith('.') ? path : `./${path}`}";`;
    })
    .join('');
}

type RenderedChunk = ChunkNode & { isEntry: boolean; isDynamicEntry: boolean; moduleIds: string[] };

/** The files every lazy chunk can count on: the entries and everything under them. */
function loadedWithEntries(chunks: ReadonlyMap<string, RenderedChunk>) {
  const loaded = new Set<string>();
  for (const entry of [...chunks.values()].filter((chunk) => chunk.isEntry)) {
    loaded.add(entry.fileName);
    entry.imports.forEach((fileName) => loaded.add(fileName));
    transitiveImports(entry, chunks).forEach((fileName) => loaded.add(fileName));
  }
  return loaded;
}

// Vite drops a chunk of styles only (it puts a <link> in its place), and its import lines with it.
const stylesOnly = (chunk: RenderedChunk) =>
  chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /\.css($|\?)/.test(id));

export function hoistTransitiveImports(): Plugin {
  return {
    name: 'hoist-transitive-imports',
    apply: 'build',
    // In renderChunk, where files are still named by placeholders: the lines count in the chunk's hash,
    // so a chunk whose lines change changes its name (its assets are cached for a year).
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.isDynamicEntry) return null;
      const chunks = new Map<string, RenderedChunk>(
        Object.values(meta.chunks as Record<string, RenderedChunk>)
          .filter((c) => !stylesOnly(c))
          .map((c) => [c.fileName, c]),
      );
      const more = transitiveImports(chunk, chunks, loadedWithEntries(chunks));
      return more.length ? `${code}\n${importLines(chunk.fileName, more)}\n` : null;
    },
  };
}
