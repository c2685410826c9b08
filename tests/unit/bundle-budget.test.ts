import { closure, placeSource, routeLoad, verdictOf } from '../../scripts/bundle-budget.mjs';

// The byte check of `npm test` reads the build's manifest: a route's first load is the entry's static
// closure, the chunks of the modules scripts/landing-routes.mjs names with theirs, and the chunks of
// the translation files it reads. A made-up build in the shape Vite writes: the screen and its data
// layer are chunks of their own (dynamic entries), the translations share grouped chunks that only
// the module map (.vite/modules.json) can place. Sizes in KB by file name.

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  'src/app/layouts/app-layout.tsx': {
    file: 'assets/app-layout-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_kit-1.js'],
  },
  'src/app/routes/list.tsx': {
    file: 'assets/list-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_kit-1.js', '_table-1.js'],
    dynamicImports: ['src/app/routes/dialog.tsx'],
  },
  'src/app/routes/dialog.tsx': { file: 'assets/dialog-1.js', isDynamicEntry: true, imports: ['_kit-1.js'] },
  '_kit-1.js': { file: 'assets/kit-1.js', imports: ['index.html'] },
  '_table-1.js': { file: 'assets/table-1.js', imports: ['_sort-1.js'] },
  '_sort-1.js': { file: 'assets/sort-1.js' },
  '_locale-core-az-1.js': { file: 'assets/locale-core-az-1.js' },
  '_locale-core-en-1.js': { file: 'assets/locale-core-en-1.js' },
  '_locale-az-list-1.js': { file: 'assets/locale-az-list-1.js' },
  'src/index.css': { file: 'assets/index-1.css' },
};
const modules = {
  'src/main.tsx': 'assets/index-1.js',
  'src/app/routes/list.tsx': 'assets/list-1.js',
  'src/features/list/api/get-list.ts': 'assets/list-1.js',
  'locales/az/common.json': 'assets/locale-core-az-1.js',
  'locales/en/common.json': 'assets/locale-core-en-1.js',
  'locales/az/list.json': 'assets/locale-az-list-1.js',
};
const SIZES: Record<string, number> = {
  'assets/index-1.js': 100,
  'assets/runtime-1.js': 0.5,
  'assets/app-layout-1.js': 10,
  'assets/list-1.js': 20,
  'assets/dialog-1.js': 8,
  'assets/kit-1.js': 30,
  'assets/table-1.js': 12,
  'assets/sort-1.js': 3,
  'assets/locale-core-az-1.js': 4,
  'assets/locale-core-en-1.js': 4,
  'assets/locale-az-list-1.js': 2,
};
const sizeOf = (file: string) => SIZES[file] ?? 0;
const coreNamespaces = ['common'];
const listRoute = {
  path: '/list',
  sources: ['src/app/layouts/app-layout.tsx', 'src/app/routes/list.tsx', 'src/features/list/api/get-list.ts'],
  words: ['list'],
};

it('follows static imports transitively, each file once, scripts only, and never a dynamic import', () => {
  expect(closure(manifest, ['src/app/routes/list.tsx']).sort()).toEqual(
    [
      'assets/index-1.js',
      'assets/kit-1.js',
      'assets/list-1.js',
      'assets/runtime-1.js',
      'assets/sort-1.js',
      'assets/table-1.js',
    ].sort(),
  );
  expect(closure(manifest, ['src/index.css'])).toEqual([]);
});

it('places a module by its own manifest entry, or by the chunk the module map puts it in', () => {
  expect(placeSource(manifest, modules, 'src/app/layouts/app-layout.tsx')).toBe(
    'src/app/layouts/app-layout.tsx',
  );
  expect(placeSource(manifest, modules, 'src/features/list/api/get-list.ts')).toBe('src/app/routes/list.tsx');
  expect(placeSource(manifest, modules, 'locales/az/list.json')).toBe('_locale-az-list-1.js');
  expect(placeSource(manifest, modules, 'src/app/routes/gone.tsx')).toBeNull();
});

it('a route: the entry, its modules with every static import down the tree, and its words in az only', () => {
  const load = routeLoad({ manifest, modules, route: listRoute, sizeOf, coreNamespaces });
  expect(load.missing).toEqual([]);
  expect(load.files.map((f) => f.file).sort()).toEqual(
    [
      'assets/app-layout-1.js',
      'assets/index-1.js',
      'assets/kit-1.js',
      'assets/list-1.js',
      'assets/locale-az-list-1.js',
      'assets/locale-core-az-1.js',
      'assets/runtime-1.js',
      'assets/sort-1.js',
      'assets/table-1.js',
    ].sort(),
  );
  // Everything but the lazy dialog and the English words.
  expect(load.kb).toBeCloseTo(100 + 0.5 + 10 + 20 + 30 + 12 + 3 + 4 + 2);
});

it('the sign-in page: the entry and the core words', () => {
  const login = routeLoad({
    manifest,
    modules,
    route: { path: '/login', sources: [], words: [] },
    sizeOf,
    coreNamespaces,
  });
  expect(login.files.map((f) => f.file).sort()).toEqual(
    ['assets/index-1.js', 'assets/locale-core-az-1.js', 'assets/runtime-1.js'].sort(),
  );
});

it('names a module the build does not have instead of counting it as nothing', () => {
  const load = routeLoad({
    manifest,
    modules,
    route: { ...listRoute, sources: [...listRoute.sources, 'src/app/routes/gone.tsx'], words: ['nope'] },
    sizeOf,
    coreNamespaces,
  });
  expect(load.missing).toEqual(['src/app/routes/gone.tsx', 'locales/az/nope.json']);
});

it('passes a first load at its limit and fails it just past it: the sign-in page at 135 KB, others at 250', () => {
  expect(verdictOf('/login', 135)).toBe('within');
  expect(verdictOf('/login', 135.1)).toBe('over');
  expect(verdictOf('/', 250)).toBe('within');
  expect(verdictOf('/', 250.1)).toBe('over');
});
