import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@/config/languages';
import { LANGUAGE_STORAGE_KEY } from '@/config/limits';
import { CORE_NAMESPACES } from '@/config/core-namespaces';
import { lazyFallbackWords, type MissingKeyOptions } from './lazy-fallback-words';

const fileLists: Record<Language, () => Promise<{ words: Record<string, () => Promise<WordsModule>> }>> = {
  az: () => import('./locale-files/az'),
  en: () => import('./locale-files/en'),
  ru: () => import('./locale-files/ru'),
};

type WordsModule = { default: Record<string, unknown> };

export type LoadWords = (language: string, namespace: string) => Promise<WordsModule> | undefined;

class NoTranslations extends Error {}

export const loadWords: LoadWords = (language, namespace) => {
  if (!isLanguage(language)) return undefined;
  return fileLists[language]().then(({ words }) => {
    const load = words[`../../../locales/${language}/${namespace}.json`];
    if (!load) throw new NoTranslations(`No translations for ${language}/${namespace}`);
    return load();
  });
};

const failedLoads = new Set<string>();

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
    if (isLanguage(language) && i18n.isInitialized) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this visit only.
  }
});

export function startTranslations(instance: typeof i18n, load: LoadWords, language: string) {
  const fallbackWords = lazyFallbackWords(instance, FALLBACK_LANGUAGE, NAMESPACES_RELOADED);
  return instance.use(createLocaleBackend(load, fallbackWords.defers)).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...CORE_NAMESPACES],
    maxRetries: 2,
    retryTimeout: 350,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, _key, _fallbackValue, _updateMissing, options) =>
      fallbackWords.onMissingKey(namespace, options as MissingKeyOptions),
    react: { useSuspense: true, bindI18n: `languageChanged ${NAMESPACES_RELOADED}` },
  });
}

export const i18nReady = startTranslations(i18n.use(initReactI18next), loadWords, getStoredLanguage());

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** Switches the language; the month names of a screen that shows them come first (lib/date-locale.ts). */
export async function changeLanguage(language: Language) {
  await import('./date-locale').then(
    (m) => m.prepareDateLocale(language),
    () => undefined,
  );
  return i18n.changeLanguage(language);
}

export { i18n };
