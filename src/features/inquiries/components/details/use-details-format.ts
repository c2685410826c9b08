import { useTranslation } from 'react-i18next';
import { formatNumber, formatVolume } from '@/lib/numbers';

export function useDetailsFormat() {
  const { t, i18n } = useTranslation('inquiry-details');
  const language = i18n.language;
  return {
    number: (value: number) => formatNumber(value, language),
    kg: (value: number) => t('inquiry-details:load.kg', { value: formatNumber(value, language) }),
    m3: (value: number) => t('inquiry-details:load.m3', { value: formatVolume(value, language) }),
  };
}
