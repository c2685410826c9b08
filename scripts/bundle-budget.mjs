// The size half of the bench, read from the build's manifest (deterministic on any machine): what
// a first load of each page fetches, and the chunks too small to be worth a request (issue 17).
// The chunks follow the product's areas (src/config/chunk-areas.ts); a signed-in first load is the
// entry, the app chunk, the page's area with its static imports, and the core and area translation
// files of the language and of the fallback, English. Lazy parts a screen shows later (a dialog's phone field, the charts) are not
// counted here: the browser half of the bench measures what Chromium really fetches.

/** The areas a signed-in page belongs to (src/config/chunk-areas.ts), with the translation file each reads (src/config/locales.ts). */
export const AREAS = {
  inquiries: 'inquiries',
  bids: 'bids',
  lanes: 'inquiries',
  organizations: 'organizations',
  billing: 'billing',
  mail: 'mail-statistics',
  statistics: 'mail-statistics',
};

/** The active language, and English, which i18next loads beside it as the fallback (spec §1). */
const LANGUAGES_LOADED = (language) => [...new Set([language, 'en'])];

/** The bundler's own runtime helpers: rolldown always emits them as a file of their own. */
const isBundlerRuntime = (file) => /(^|\/)rolldown-runtime-[\w-]+\.js$/.test(file);

/** The manifest key of the chunk a group of chunk-areas.ts made, by its name; null if none. */
export function chunkKey(manifest, name) {
  const found = Object.entries(manifest).find(
    ([key, chunk]) => chunk.name === name && chunk.file.endsWith('.js') && key.startsWith('_'),
  );
  return found ? found[0] : null;
}

/** The JavaScript files a set of manifest entries needs: each entry and, transitively, its static imports. */
export function closure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.filter(Boolean).forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

const load = (files, sizeOf) => {
  const sized = files.map((file) => ({ file, kb: sizeOf(file) })).sort((a, b) => b.kb - a.kb);
  return { files: sized, kb: sized.reduce((sum, f) => sum + f.kb, 0) };
};

/** The sign-in page: the entry and the core translations of the language and of the fallback. */
export function loginLoad(manifest, sizeOf, language = 'az') {
  const translations = LANGUAGES_LOADED(language).map((l) => chunkKey(manifest, `locale-core-${l}`));
  return load(closure(manifest, ['index.html', ...translations]), sizeOf);
}

/** A signed-in first load of a page in each area. */
export function signedInLoads(manifest, sizeOf, language = 'az') {
  const languages = LANGUAGES_LOADED(language);
  const shared = [
    'index.html',
    chunkKey(manifest, 'app'),
    ...languages.map((l) => chunkKey(manifest, `locale-core-${l}`)),
  ];
  return Object.entries(AREAS)
    .filter(([area]) => chunkKey(manifest, area))
    .map(([area, words]) => ({
      area,
      ...load(
        closure(manifest, [
          ...shared,
          chunkKey(manifest, area),
          ...languages.map((l) => chunkKey(manifest, `locale-${l}-${words}`)),
        ]),
        sizeOf,
      ),
    }));
}

/** Chunks under the smallest size worth a request of their own, the bundler's runtime aside. */
export function smallChunks(manifest, sizeOf, minKb = 2) {
  const files = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter(
    (file) => file.endsWith('.js') && !isBundlerRuntime(file),
  );
  return files.map((file) => ({ file, kb: sizeOf(file) })).filter((f) => f.kb < minKb);
}
