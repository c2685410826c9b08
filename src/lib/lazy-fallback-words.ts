import type { i18n as I18n } from 'i18next';

const SECOND_ANNOUNCEMENT_MS = 500;

export type MissingKeyOptions = { lng?: string; ns?: string | readonly string[] };

/**
 * The fallback language's words, fetched for a namespace only once the chosen language lacks one of
 * its keys. Every key is in az, en and ru (the locale checks), so an Azerbaijani or Russian visitor
 * normally never fetches the English files that i18next would otherwise load beside his own.
 *
 * - `defers(language, namespace)`: whether the backend answers a read with nothing for now. The
 *   fallback's read is deferred while another language is chosen; nothing is stored, so a later
 *   switch to the fallback language reads its files as any language's.
 * - `onMissingKey`: i18next's missing-key handler; fetches the namespaces' fallback words, once
 *   each, and has the screens re-render (`rerender`) once they have come.
 */
export function lazyFallbackWords(instance: I18n, fallback: string, rerender: string) {
  const wanted = new Set<string>();
  // The language last asked for (at start or by a switch): i18next reads its files before it
  // changes `language`, and those reads must not be deferred when it is the fallback itself.
  let asked: string | undefined;
  instance.on('languageChanging', (language: string) => {
    asked = language;
  });
  const chosen = () => asked ?? instance.language;

  async function load(namespaces: readonly string[]) {
    const fresh = namespaces.filter((namespace) => !wanted.has(namespace));
    if (fresh.length === 0) return;
    fresh.forEach((namespace) => wanted.add(namespace));
    await instance.reloadResources([fallback], fresh);
    if (!fresh.some((namespace) => instance.hasResourceBundle(fallback, namespace))) return;
    instance.emit(rerender);
    // Said again a little later: the screen that met the missing key listens only once it has been
    // committed, and React holds a suspended screen's reveal up to 300 ms, so a file that came
    // sooner would be announced before it listened and the key would stay until its next render.
    setTimeout(() => instance.emit(rerender), SECOND_ANNOUNCEMENT_MS);
  }

  return {
    defers: (language: string, namespace: string) =>
      language === fallback && language !== chosen() && !wanted.has(namespace),

    /**
     * Not while the chosen language's own file of the namespace is on its way (or failed): the key
     * is not missing then, the words are. A key without a namespace prefix is looked for in each
     * of the screen's namespaces, so each of those the fallback lacks is fetched.
     */
    onMissingKey(namespace: string, options: MissingKeyOptions) {
      const language = options.lng ?? chosen();
      const lacking = [...new Set([namespace, ...[options.ns ?? []].flat()])].filter(
        (candidate) =>
          !instance.hasResourceBundle(fallback, candidate) &&
          (language === fallback || instance.hasResourceBundle(language, candidate)),
      );
      if (lacking.length > 0) void load(lacking);
    },
  };
}
