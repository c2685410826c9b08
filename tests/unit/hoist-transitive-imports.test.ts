import {
  hoistTransitiveImports,
  importLines,
  transitiveImports,
  type ChunkNode,
} from '../../build/hoist-transitive-imports';

// A lazy chunk lists, at its end, every file under it that it does not import itself, so the browser
// asks for them in one round (build/hoist-transitive-imports.ts).

const graph = (...chunks: ChunkNode[]) => new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

const screen: ChunkNode = { fileName: 'assets/screen.js', imports: ['assets/list.js', 'assets/icons.js'] };
const chunks = graph(
  screen,
  { fileName: 'assets/list.js', imports: ['assets/table.js', 'assets/index.js'] },
  { fileName: 'assets/table.js', imports: ['assets/sort.js', 'assets/icons.js'] },
  { fileName: 'assets/sort.js', imports: ['assets/list.js'] },
  { fileName: 'assets/icons.js', imports: [] },
  { fileName: 'assets/index.js', imports: [] },
);

it('lists every file down the imports once, without the chunk itself or what it imports already', () => {
  expect(transitiveImports(screen, chunks)).toEqual(['assets/table.js', 'assets/sort.js', 'assets/index.js']);
});

it('leaves out the files already loaded (the entry and its imports)', () => {
  expect(transitiveImports(screen, chunks, new Set(['assets/index.js']))).toEqual([
    'assets/table.js',
    'assets/sort.js',
  ]);
});

it('lists nothing for a chunk whose imports import nothing new', () => {
  const leaf: ChunkNode = { fileName: 'assets/leaf.js', imports: ['assets/icons.js'] };
  expect(transitiveImports(leaf, graph(leaf, { fileName: 'assets/icons.js', imports: [] }))).toEqual([]);
});

it('writes each as an import relative to the chunk', () => {
  expect(importLines('assets/screen.js', ['assets/table.js', 'assets/words/az.js', 'other/x.js'])).toBe(
    'import"./table.js";import"./words/az.js";import"../other/x.js";',
  );
});

describe('the build step', () => {
  type Rendered = ChunkNode & { isEntry: boolean; isDynamicEntry: boolean; moduleIds: string[] };
  const rendered = (fileName: string, imports: string[], more: Partial<Rendered> = {}): Rendered => ({
    fileName,
    imports,
    isEntry: false,
    isDynamicEntry: false,
    moduleIds: [`/src/${fileName}.ts`],
    ...more,
  });
  const bundle = [
    rendered('assets/index.js', ['assets/react.js'], { isEntry: true }),
    rendered('assets/react.js', []),
    rendered('assets/screen.js', ['assets/list.js', 'assets/react.js'], { isDynamicEntry: true }),
    rendered('assets/list.js', ['assets/table.js', 'assets/react.js', 'assets/list-styles.js']),
    rendered('assets/table.js', []),
    rendered('assets/list-styles.js', [], { moduleIds: ['/src/list.css'] }),
  ];
  const render = (code: string, fileName: string) => {
    const { renderChunk } = hoistTransitiveImports() as unknown as {
      renderChunk: (code: string, chunk: Rendered, options: unknown, meta: unknown) => string | null;
    };
    const chunks = Object.fromEntries(bundle.map((chunk) => [chunk.fileName, chunk]));
    return renderChunk(code, chunks[fileName]!, {}, { chunks });
  };

  it("adds a lazy chunk's lines after its own code, leaving out the entry's files and a chunk of styles only", () => {
    const code = 'import{a}from"./list.js";import"./react.js";a();';
    expect(render(code, 'assets/screen.js')).toBe(`${code}\nimport"./table.js";\n`);
  });

  it('leaves the entry and the chunks nothing asks for by name alone', () => {
    expect(render('entry();', 'assets/index.js')).toBeNull();
    expect(render('list();', 'assets/list.js')).toBeNull();
  });
});
