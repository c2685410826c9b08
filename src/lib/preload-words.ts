import { LOCALE_FILES, NAMES_MONTHS } from '@/config/locales';
import { getStoredLanguage, i18n, isLanguage, loadWords } from './i18n';

export function preloadWords(namespace: string) {
  const active = isLanguage(i18n.language) ? i18n.language : getStoredLanguage();
  void loadWords(active, namespace)?.catch(() => undefined);
  if (NAMES_MONTHS.has(LOCALE_FILES[namespace] ?? namespace))
    void import('./date-locale').then((m) => m.loadDateLocale(active)).catch(() => undefined);
}
