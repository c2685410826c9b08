import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@/config/languages';
import { LANGUAGE_STORAGE_KEY } from '@/config/limits';
import { CORE_NAMESPACES } from '@/config/core-namespaces';
import { lazyFallbackWords, type MissingKeyOptions } from './lazy-fallback-words';

// Translations live in /locales/<lang>/<namespace>.json, in a few files per language (config/
// locales.ts), fetched when first read. Each language's list of loaders is a small chunk of its own
// (lib/locale-files/), so the entry carries none and a visitor fetches only their language's; the
// default language's comes with the entry (a modulepreload link, vite.config.ts).
const fileLists: Record<Language, () => Promise<{ words: Record<string, () => Promise<WordsModule>> }>> = {
  az: () => import('./locale-files/az'),
  en: () => import('./locale-files/en'),
  ru: () => import('./locale-files/ru'),
};

type WordsModule = { default: Record<string, unknown> };

/** One language's file of one namespace, or undefined when there is none. */
export type LoadWords = (language: string, namespace: string) => Promise<WordsModule> | undefined;

/** A namespace the language has no file for: not worth asking again. */
class NoTranslations extends Error {}

/** One file of one language, through the language's list (which comes first, once). */
export const loadWords: LoadWords = (language, namespace) => {
  if (!isLanguage(language)) return undefined;
  return fileLists[language]().then(({ words }) => {
    const load = words[`../../../locales/${language}/${namespace}.json`];
    if (!load) throw new NoTranslations(`No translations for ${language}/${namespace}`);
    return load();
  });
};

/** Namespaces whose file did not arrive (offline): fetched again when the connection returns. */
const failedLoads = new Set<string>();

/**
 * The backend i18next reads through. A file that fails to arrive (offline, or a deploy between
 * tabs) is reported with i18next's retry flag, so it tries a few times at once, and remembered, so
 * `reloadFailedNamespaces` fetches it when the browser is back online instead of leaving raw keys.
 * A read `defers` answers with nothing for now (lib/lazy-fallback-words.ts).
 */
export function createLocaleBackend(
  load: LoadWords,
  defers: (language: string, namespace: string) => boolean = () => false,
): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      if (defers(language, namespace)) {
        callback(null, null);
        return;
      }
      const loading = load(language, namespace);
      if (!loading) {
        callback(new Error(`No translations for ${language}/${namespace}`), false);
        return;
      }
      loading.then(
        (module) => {
          failedLoads.delete(`${language}|${namespace}`);
          callback(null, module.default);
        },
        (error: unknown) => {
          if (error instanceof NoTranslations) {
            callback(error, false);
            return;
          }
          failedLoads.add(`${language}|${namespace}`);
          callback(error instanceof Error ? error : new Error(String(error)), true);
        },
      );
    },
  };
}

/** Emitted once translations that had failed have arrived; every screen re-renders on it (below). */
export const NAMESPACES_RELOADED = 'namespacesReloaded';

/** Fetches again every namespace that failed to arrive, then has the screens re-render once. */
export async function reloadFailedNamespaces(instance: Pick<typeof i18n, 'reloadResources' | 'emit'> = i18n) {
  const failed = [...failedLoads].map((key) => key.split('|') as [string, string]);
  if (failed.length === 0) return;
  await Promise.all(failed.map(([language, namespace]) => instance.reloadResources([language], [namespace])));
  instance.emit(NAMESPACES_RELOADED);
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void reloadFailedNamespaces());

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export function getStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The page body names the active language (spec §1), and <html lang> follows for screen readers. */
function reflectLanguage(language: string) {
  if (typeof document === 'undefined') return;
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  LANGUAGES.forEach((l) => document.body.classList.remove(`lang-${l}`));
  document.body.classList.add(`lang-${lang}`);
  document.documentElement.lang = lang;
}

i18n.on('languageChanged', (language) => {
  reflectLanguage(language);
  try {
    // Only a change is a choice: the language start-up settles on is not kept, so a later visit
    // from a shared link can still take the browser's (lib/visitor-language.ts).
    if (isLanguage(language) && i18n.isInitialized) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this visit only.
  }
});

/** Starts i18next on `instance`, reading files through `load`, in `language`. */
export function startTranslations(instance: typeof i18n, load: LoadWords, language: string) {
  const fallbackWords = lazyFallbackWords(instance, FALLBACK_LANGUAGE, NAMESPACES_RELOADED);
  return instance.use(createLocaleBackend(load, fallbackWords.defers)).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...CORE_NAMESPACES],
    // A file that fails is tried twice more within a second; offline, the screen goes on with what it
    // has rather than wait, and the 'online' listener above fetches it when the connection is back.
    maxRetries: 2,
    retryTimeout: 350,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Only to hear of a missing key (the fallback's words are then fetched); nothing is saved.
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, _key, _fallbackValue, _updateMissing, options) =>
      fallbackWords.onMissingKey(namespace, options as MissingKeyOptions),
    // Screens re-render on a language change and when failed translations have come (above). Not on
    // every namespace that lands ('added'): that re-rendered the whole shell, synchronously, for each
    // file that came after the screen (the bell's and the mail badge's, in both languages), 0.6 s of
    // blocked main thread on a phone. A screen waits for its own namespaces by suspending.
    react: { useSuspense: true, bindI18n: `languageChanged ${NAMESPACES_RELOADED}` },
  });
}

export const i18nReady = startTranslations(i18n.use(initReactI18next), loadWords, getStoredLanguage());

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** Switches the language; the month names of a screen that shows them come first (lib/date-locale.ts). */
export async function changeLanguage(language: Language) {
  // The date-fns locales' module comes with the screens that name months, not with the entry; a
  // switch on a page that has none fetches it (it is small) and finds nothing to prepare.
  await import('./date-locale').then(
    (m) => m.prepareDateLocale(language),
    () => undefined,
  );
  return i18n.changeLanguage(language);
}

export { i18n };
