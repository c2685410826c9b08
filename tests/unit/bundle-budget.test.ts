import { chunkKey, closure, loginLoad, signedInLoads, smallChunks } from '../../scripts/bundle-budget.mjs';

// The size half of the bench reads the build's manifest: what a first load of each page fetches,
// and which chunks are too small to be worth a request (issue 17). A made-up manifest in the shape
// Vite writes, with sizes in KB by file name.

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_rolldown-runtime-1.js'] },
  '_rolldown-runtime-1.js': { file: 'assets/rolldown-runtime-1.js', name: 'rolldown-runtime' },
  '_app-1.js': { file: 'assets/app-1.js', name: 'app', imports: ['index.html', '_rolldown-runtime-1.js'] },
  '_bids-1.js': { file: 'assets/bids-1.js', name: 'bids', imports: ['_app-1.js', '_select-1.js'] },
  '_inquiries-1.js': {
    file: 'assets/inquiries-1.js',
    name: 'inquiries',
    imports: ['_app-1.js', '_bids-1.js'],
  },
  '_select-1.js': { file: 'assets/select-1.js', name: 'select', imports: ['index.html'] },
  '_locale-core-az-1.js': { file: 'assets/locale-core-az-1.js', name: 'locale-core-az' },
  '_locale-core-en-1.js': { file: 'assets/locale-core-en-1.js', name: 'locale-core-en' },
  '_locale-az-bids-1.js': { file: 'assets/locale-az-bids-1.js', name: 'locale-az-bids' },
  '_locale-en-bids-1.js': { file: 'assets/locale-en-bids-1.js', name: 'locale-en-bids' },
  '_locale-az-inquiries-1.js': { file: 'assets/locale-az-inquiries-1.js', name: 'locale-az-inquiries' },
  '_locale-en-inquiries-1.js': { file: 'assets/locale-en-inquiries-1.js', name: 'locale-en-inquiries' },
  'src/index.css': { file: 'assets/index-1.css' },
};
const SIZES: Record<string, number> = {
  'assets/index-1.js': 130,
  'assets/rolldown-runtime-1.js': 0.4,
  'assets/app-1.js': 120,
  'assets/bids-1.js': 14,
  'assets/inquiries-1.js': 25,
  'assets/select-1.js': 29,
  'assets/locale-core-az-1.js': 5,
  'assets/locale-core-en-1.js': 4.5,
  'assets/locale-az-bids-1.js': 3.5,
  'assets/locale-en-bids-1.js': 3,
  'assets/locale-az-inquiries-1.js': 1.9,
  'assets/locale-en-inquiries-1.js': 2,
};
const sizeOf = (file: string) => SIZES[file] ?? 0;

it('finds a group chunk by its name, and nothing for a name no chunk has', () => {
  expect(chunkKey(manifest, 'app')).toBe('_app-1.js');
  expect(chunkKey(manifest, 'mail')).toBeNull();
});

it('follows static imports transitively, each file once, and counts scripts only', () => {
  expect(closure(manifest, ['_inquiries-1.js', null]).sort()).toEqual(
    [
      'assets/app-1.js',
      'assets/bids-1.js',
      'assets/index-1.js',
      'assets/inquiries-1.js',
      'assets/rolldown-runtime-1.js',
      'assets/select-1.js',
    ].sort(),
  );
  expect(closure(manifest, ['src/index.css'])).toEqual([]);
});

it('the sign-in page: the entry, its runtime, and the core words of az and of the fallback en', () => {
  const login = loginLoad(manifest, sizeOf);
  expect(login.files.map((f) => f.file)).toEqual([
    'assets/index-1.js',
    'assets/locale-core-az-1.js',
    'assets/locale-core-en-1.js',
    'assets/rolldown-runtime-1.js',
  ]);
  expect(login.kb).toBeCloseTo(139.9);
  // Signed out in English, the fallback is the language itself: its core words once.
  expect(loginLoad(manifest, sizeOf, 'en').files).toHaveLength(3);
});

it('a signed-in page of an area: the entry, the app, the area with what it imports, and both languages’ words', () => {
  const loads = signedInLoads(manifest, sizeOf);
  expect(loads.map((l) => l.area)).toEqual(['inquiries', 'bids']);
  const [inquiries, bids] = loads as [(typeof loads)[number], (typeof loads)[number]];
  expect(inquiries.files).toHaveLength(10);
  expect(inquiries.kb).toBeCloseTo(130 + 0.4 + 120 + 25 + 14 + 29 + 5 + 4.5 + 1.9 + 2);
  expect(bids.files).toHaveLength(9);
});

it('flags chunks under 2 KB, just under and not at the limit, and never the bundler’s runtime', () => {
  expect(smallChunks(manifest, sizeOf).map((f) => f.file)).toEqual(['assets/locale-az-inquiries-1.js']);
  expect(smallChunks(manifest, sizeOf, 1.9)).toEqual([]);
});
