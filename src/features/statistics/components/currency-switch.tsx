import { useTranslation } from 'react-i18next';
import { SegmentedSwitch } from '@/components/segmented-switch';

type Props = { currencies: string[]; value: string; onChange: (currency: string) => void };

export function CurrencySwitch({ currencies, value, onChange }: Props) {
  const { t } = useTranslation('statistics');
  if (currencies.length < 2) return null;
  return <SegmentedSwitch legend={t('currency')} options={currencies} value={value} onChange={onChange} />;
}
