import type { Language } from '@/config/enums';
import { LANGUAGE_STORAGE_KEY } from '@/config/limits';
import { changeLanguage, currentLanguage, i18nReady, isLanguage } from './i18n';

// A page opened from a shared link (a shipment's tracking page) is often someone's first visit: a
// consignee in Moscow has no language chosen here yet. Such a visitor reads the page in the first of
// the browser's languages the app speaks; a choice made here before (localStorage 'lang') wins.

/** The first of the browser's languages ('ru-RU', 'en') that the app speaks, or null. */
export function browserLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const primary = tag.slice(0, 2).toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return null;
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Switches to the browser's language unless the visitor chose one here already. */
export async function adoptVisitorLanguage(
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
) {
  await i18nReady;
  if (isLanguage(storedChoice())) return;
  const language = browserLanguage(preferred);
  if (language && language !== currentLanguage()) await changeLanguage(language);
}
