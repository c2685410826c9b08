import { posix } from 'node:path';
import type { Plugin, Rollup } from 'vite';

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
      if (found.has(next) || next === chunk.fileName) continue;
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

export function hoistTransitiveImports(): Plugin {
  return {
    name: 'hoist-transitive-imports',
    apply: 'build',
    // After Vite's own bundle rewriting, which reads the chunks' code as rolldown wrote it.
    enforce: 'post',
    generateBundle(_, bundle) {
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      // The entry and its files have run before any lazy chunk is asked for.
      const loaded = new Set<string>();
      for (const entry of [...chunks.values()].filter((chunk) => chunk.isEntry)) {
        loaded.add(entry.fileName);
        transitiveImports({ fileName: '', imports: entry.imports }, chunks).forEach((f) => loaded.add(f));
        entry.imports.forEach((f) => loaded.add(f));
      }
      for (const chunk of chunks.values()) {
        if (!chunk.isDynamicEntry) continue;
        const more = transitiveImports(chunk, chunks, loaded);
        if (more.length) chunk.code = `${chunk.code}\n${importLines(chunk.fileName, more)}\n`;
      }
    },
  };
}
