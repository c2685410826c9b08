// The byte half of the bench, read from the build's output (deterministic on any machine, no browser):
// the JavaScript a first load of each landing route fetches, gzip. A route's first load is the entry's
// static closure, plus each module scripts/landing-routes.mjs names for it with its chunk's static
// closure, plus the chunks of the translation files it reads in the chosen language. Modules are found
// by source path: a chunk of its own in Vite's manifest, or the file `.vite/modules.json` places it in
// (scripts/bench-module-map.mjs), so the chunk layout may change without this file changing.

/** The limits of a first load, KB gzip: the sign-in page is every visit's first page. */
export const LIMIT_KB = { login: 135, signedIn: 250 };
export const limitOf = (path) => (path === '/login' ? LIMIT_KB.login : LIMIT_KB.signedIn);

/** 'within' its limit, or 'over' (the check fails). */
export const verdictOf = (path, kb) => (kb <= limitOf(path) ? 'within' : 'over');

/** The JavaScript files a set of manifest entries needs: each entry and, transitively, its static imports. */
export function closure(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

/**
 * The manifest key of a source module's chunk, or null when the build has no such module. A package's
 * module is keyed by its path from the root, which climbs out of it when node_modules is a link.
 */
export function placeSource(manifest, modules, source) {
  if (manifest[source]?.file.endsWith('.js')) return source;
  const file = modules[source];
  if (!file) {
    const packaged = source.startsWith('node_modules/') ? `/${source}` : null;
    return (packaged && Object.keys(manifest).find((key) => key.endsWith(packaged))) || null;
  }
  return Object.keys(manifest).find((key) => manifest[key].file === file) ?? null;
}

/**
 * One route's first load.
 * @param {object} options
 * @param {Record<string, {file: string, imports?: string[], isEntry?: boolean}>} options.manifest Vite's
 * @param {Record<string, string>} options.modules source path → script file (`.vite/modules.json`)
 * @param {{path: string, sources: string[], words: string[]}} options.route
 * @param {(file: string) => number} options.sizeOf KB gzip of a built file
 * @param {string[]} options.coreNamespaces the words every page reads (src/config/locales.ts)
 * @param {string} [options.language] the visitor's language: az, the default
 * @returns {{ files: {file: string, kb: number}[], kb: number, missing: string[] }}
 */
export function routeLoad({ manifest, modules, route, sizeOf, coreNamespaces, language = 'az' }) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const words = [...coreNamespaces, ...route.words].map((ns) => `locales/${language}/${ns}.json`);
  const wanted = [...route.sources, ...words];
  const placed = wanted.map((source) => placeSource(manifest, modules, source));
  const missing = wanted.filter((_, i) => placed[i] === null);
  const files = closure(manifest, [...entries, ...placed.filter(Boolean)])
    .map((file) => ({ file, kb: sizeOf(file) }))
    .sort((a, b) => b.kb - a.kb);
  return { files, kb: files.reduce((sum, f) => sum + f.kb, 0), missing };
}
