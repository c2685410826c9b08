import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

// Numbers in the reader's language: weights grouped, volumes with two decimals (m³ is priced to the
// hundredth).

const LOCALES: Record<string, string> = { az: 'az-Latn-AZ', ru: 'ru-RU', en: 'en-GB' };

export function useDetailsFormat() {
  const { t, i18n } = useTranslation('inquiry-details');
  const language = i18n.language;
  const twoDecimals = new Intl.NumberFormat(LOCALES[language] ?? 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    number: (value: number) => formatNumber(value, language),
    kg: (value: number) => t('inquiry-details:load.kg', { value: formatNumber(value, language) }),
    m3: (value: number) => t('inquiry-details:load.m3', { value: twoDecimals.format(value) }),
  };
}
