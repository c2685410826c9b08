import type { i18n as I18n } from 'i18next';

const SECOND_ANNOUNCEMENT_MS = 500;

export type MissingKeyOptions = { lng?: string; ns?: string | readonly string[] };

export function lazyFallbackWords(instance: I18n, fallback: string, rerender: string) {
  const wanted = new Set<string>();
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
    setTimeout(() => instance.emit(rerender), SECOND_ANNOUNCEMENT_MS);
  }

  return {
    defers: (language: string, namespace: string) =>
      language === fallback && language !== chosen() && !wanted.has(namespace),

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
