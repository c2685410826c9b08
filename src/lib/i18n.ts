import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@/config/enums';
import { LANGUAGE_STORAGE_KEY } from '@/config/limits';
import { CORE_NAMESPACES } from '@/config/locales';

// Translations live in /locales/<lang>/<namespace>.json. Each language is its own chunk, fetched
// when chosen, so the sign-in page does not carry all three.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

export const namespaces = Object.keys(loaders)
  .filter((file) => file.includes(`/locales/${DEFAULT_LANGUAGE}/`))
  .map((file) => file.replace(/^.*\/([^/]+)\.json$/, '$1'));

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

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
    if (isLanguage(language)) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this visit only.
  }
});

export const i18nReady = i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    lng: getStoredLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...CORE_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

export const changeLanguage = (language: Language) => i18n.changeLanguage(language);

export { i18n };
