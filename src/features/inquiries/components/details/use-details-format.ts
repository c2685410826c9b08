import { useTranslation } from 'react-i18next';
import { formatDecimal, formatNumber } from '@/lib/numbers';

// Numbers in the reader's language: weights grouped, volumes with two decimals (m³ is priced to the
// hundredth).

export function useDetailsFormat() {
  const { t, i18n } = useTranslation('inquiry-details');
  const language = i18n.language;
  return {
    number: (value: number) => formatNumber(value, language),
    kg: (value: number) => t('inquiry-details:load.kg', { value: formatNumber(value, language) }),
    m3: (value: number) => t('inquiry-details:load.m3', { value: formatDecimal(value, language, 2) }),
  };
}
