import { LOCALE_FILES, NAMES_MONTHS } from '@/config/locales';
import { getStoredLanguage, i18n, isLanguage, loadWords } from './i18n';

// Used by the route table as it fetches a screen's code (app/route-table/lazy-screen.tsx), so it
// ships with the table, not with the entry: the sign-in page carries no map of namespaces to files.

/**
 * Fetches a namespace's file ahead of the screen that reads it (in the active language), so it comes
 * beside the screen's code instead of after the screen has rendered and suspended on it. Only the
 * fetch: when the screen asks i18next for the namespace, the backend's import finds the module
 * there. It need not wait for i18next to start (the first screen's code is asked for while the core
 * words are still on their way), and a failure is left to the screen's own load, which retries and
 * reports it. The fallback language's file is not asked for: it comes only for a key the chosen
 * language lacks.
 */
export function preloadWords(namespace: string) {
  const active = isLanguage(i18n.language) ? i18n.language : getStoredLanguage();
  void loadWords(active, namespace)?.catch(() => undefined);
  if (NAMES_MONTHS.has(LOCALE_FILES[namespace] ?? namespace))
    void import('./date-locale').then((m) => m.loadDateLocale(active)).catch(() => undefined);
}
