import type { Locale } from 'date-fns';
import { use } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/config/languages';

const LOADERS: Record<Language, () => Promise<Locale>> = {
  az: () => import('date-fns/locale/az').then((module) => module.az),
  en: () => import('date-fns/locale/en-US').then((module) => module.enUS),
  ru: () => import('date-fns/locale/ru').then((module) => module.ru),
};

const asLanguage = (language: string): Language =>
  (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;

const loading = new Map<Language, Promise<Locale>>();
const loaded = new Map<Language, Locale>();

/** The language's locale, fetched once; a failed fetch is tried again at the next ask. */
export function loadDateLocale(language: string): Promise<Locale> {
  const lang = asLanguage(language);
  let pending = loading.get(lang);
  if (!pending) {
    pending = LOADERS[lang]().then(
      (locale) => {
        loaded.set(lang, locale);
        return locale;
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

export function useDateLocale(language: string): Locale {
  return loaded.get(asLanguage(language)) ?? use(loadDateLocale(language));
}

export async function prepareDateLocale(language: string): Promise<void> {
  if (loading.size === 0) return;
  await loadDateLocale(language).catch(() => undefined);
}
