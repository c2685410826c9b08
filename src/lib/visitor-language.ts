import type { Language } from '@/config/enums';
import { LANGUAGE_STORAGE_KEY } from '@/config/limits';
import { changeLanguage, currentLanguage, i18nReady, isLanguage } from './i18n';

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
