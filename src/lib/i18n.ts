import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@/config/languages';
import { LANGUAGE_STORAGE_KEY } from '@/config/limits';
import { CORE_NAMESPACES } from '@/config/locales';

// Translations live in /locales/<lang>/<namespace>.json. Each language is its own chunk, fetched
// when chosen, so the sign-in page does not carry all three.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

type Loaders = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

/** Namespaces whose file did not arrive (offline): fetched again when the connection returns. */
const failedLoads = new Set<string>();

/**
 * The backend i18next reads through. A file that fails to arrive (offline, or a deploy between
 * tabs) is reported with i18next's retry flag, so it tries a few times at once, and remembered, so
 * `reloadFailedNamespaces` fetches it when the browser is back online instead of leaving raw keys.
 */
export function createLocaleBackend(files: Loaders): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      const load = files[`../../locales/${language}/${namespace}.json`];
      if (!load) {
        callback(new Error(`No translations for ${language}/${namespace}`), false);
        return;
      }
      load().then(
        (module) => {
          failedLoads.delete(`${language}|${namespace}`);
          callback(null, module.default);
        },
        (error: unknown) => {
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

export const i18nReady = i18n
  .use(createLocaleBackend(loaders))
  .use(initReactI18next)
  .init({
    lng: getStoredLanguage(),
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
    // Screens re-render on a language change and when failed translations have come (above). Not on
    // every namespace that lands ('added'): that re-rendered the whole shell, synchronously, for each
    // file that came after the screen (the bell's and the mail badge's, in both languages), 0.6 s of
    // blocked main thread on a phone. A screen waits for its own namespaces by suspending.
    react: { useSuspense: true, bindI18n: `languageChanged ${NAMESPACES_RELOADED}` },
  });

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

export const changeLanguage = (language: Language) => i18n.changeLanguage(language);

/**
 * Fetches a namespace's file ahead of the screen that reads it (in the active language and the
 * fallback), so it comes beside the screen's code instead of after the screen has rendered and
 * suspended on it. Only the fetch: when the screen asks i18next for the namespace, the backend's
 * import finds the module there. It need not wait for i18next to start (the first screen's code is
 * asked for while the core words are still on their way), and a failure is left to the screen's own
 * load, which retries and reports it.
 */
export function preloadWords(namespace: string) {
  const active = isLanguage(i18n.language) ? i18n.language : getStoredLanguage();
  for (const language of new Set([active, FALLBACK_LANGUAGE])) {
    void loaders[`../../locales/${language}/${namespace}.json`]?.().catch(() => undefined);
  }
}

export { i18n };
