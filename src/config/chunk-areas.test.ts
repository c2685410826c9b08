import { demoChunk, localeChunk, signedInShell, staticClosure, type ImportGraph } from './chunk-areas';

// Where modules ship decides what a first load fetches: a page loads only the code it renders, the
// signed-in shell in one file, the sign-in page without any of it.

const ROOT = '/work/app';
const at = (path: string) => `${ROOT}/${path}`;

/** A small app: the entry with the sign-in page, the two shell layouts, two screens. */
const GRAPH: ImportGraph = new Map([
  [at('src/main.tsx'), [at('src/app/router.tsx'), at('node_modules/react/index.js')]],
  [at('src/app/router.tsx'), [at('src/app/routes/auth/login.tsx'), at('src/lib/i18n.ts')]],
  [at('src/app/routes/auth/login.tsx'), [at('src/components/button.tsx')]],
  [at('src/app/layouts/query-layer.tsx'), [at('node_modules/@tanstack/react-query/index.js')]],
  [
    at('src/app/layouts/app-layout.tsx'),
    [at('src/components/button.tsx'), at('src/app/layouts/sidebar.tsx'), at('node_modules/react/index.js')],
  ],
  [at('src/app/layouts/sidebar.tsx'), [at('src/lib/i18n.ts'), at('src/app/layouts/nav-items.ts')]],
  [at('src/app/routes/inquiries/importer-inquiries.tsx'), [at('src/components/data-list.tsx')]],
  [at('src/app/routes/bids/all-bids.tsx'), [at('src/components/select.tsx')]],
]);

it('follows static imports through every level, once each, cycles included', () => {
  const cyclic: ImportGraph = new Map([
    ['a', ['b']],
    ['b', ['c', 'a']],
    ['c', []],
  ]);
  expect([...staticClosure(cyclic, ['a'])].sort()).toEqual(['a', 'b', 'c']);
  expect([...staticClosure(GRAPH, [at('src/app/routes/auth/login.tsx')])]).toEqual([
    at('src/app/routes/auth/login.tsx'),
    at('src/components/button.tsx'),
  ]);
});

it('the signed-in shell is what its layouts import, less what the entry carries', () => {
  const shell = signedInShell(GRAPH, [at('src/main.tsx')]);
  expect([...shell].sort()).toEqual(
    [
      'node_modules/@tanstack/react-query/index.js',
      'src/app/layouts/app-layout.tsx',
      'src/app/layouts/nav-items.ts',
      'src/app/layouts/query-layer.tsx',
      'src/app/layouts/sidebar.tsx',
    ].map(at),
  );
  // No screen rides along: each comes with its own route.
  expect(shell.has(at('src/components/data-list.tsx'))).toBe(false);
  expect(shell.has(at('src/components/select.tsx'))).toBe(false);
});

it('the shell is found on Windows paths too', () => {
  const windows: ImportGraph = new Map(
    [...GRAPH].map(([id, imports]) => [id.replace(/\//g, '\\'), imports.map((i) => i.replace(/\//g, '\\'))]),
  );
  expect(signedInShell(windows, [at('src/main.tsx').replace(/\//g, '\\')]).size).toBe(5);
});

it('a build without one of the shell layouts stops with its name, not a silently empty shell', () => {
  const withoutLayout = new Map([...GRAPH].filter(([id]) => !id.endsWith('query-layer.tsx')));
  expect(() => signedInShell(withoutLayout, [at('src/main.tsx')])).toThrow(/query-layer\.tsx/);
});

it.each([
  ['locales/az/common.json', 'locale-core-az'],
  ['locales/ru/auth.json', 'locale-core-ru'],
  ['locales/en/validation.json', 'locale-core-en'],
  ['locales/az/enums.json', 'locale-az-signed-in'],
  ['locales/ru/status.json', 'locale-ru-signed-in'],
  ['locales/az/inquiry-create.json', 'locale-az-inquiries'],
  ['locales/ru/billing.json', 'locale-ru-billing'],
  ['locales/en/email.json', 'locale-en-mail-statistics'],
  ['locales/az/not-assigned-yet.json', 'locale-az-not-assigned-yet'],
])('%s ships in %s', (path, chunk) => {
  expect(localeChunk(at(path))).toBe(chunk);
});

it('a JSON file outside the translations is not a translation', () => {
  expect(localeChunk(at('src/config/countries.json'))).toBeNull();
  expect(localeChunk(at('locales/az/readme.md'))).toBeNull();
});

it.each([
  ['src/mocks/handlers/bids.ts', 'demo'],
  ['node_modules/msw/lib/core/index.mjs', 'demo'],
  ['src/lib/http-client.ts', null],
])('%s: demo chunk %s', (path, chunk) => {
  expect(demoChunk(at(path))).toBe(chunk);
});

it('every namespace of the translations is assigned a file', async () => {
  const { readdirSync } = await import('node:fs');
  const { LOCALE_FILES } = await import('./locales');
  const namespaces = readdirSync('locales/az').map((file) => file.replace(/\.json$/, ''));
  expect(namespaces.filter((namespace) => !(namespace in LOCALE_FILES))).toEqual([]);
});
