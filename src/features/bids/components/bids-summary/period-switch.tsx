import { useTranslation } from 'react-i18next';
import { SegmentedSwitch } from '@/components/segmented-switch';
import { REPORT_PERIODS, type ReportPeriod } from '../../bids-summary-url-state';

type Props = { value: ReportPeriod; onChange: (period: ReportPeriod) => void };

/** Week or month, across the width of a phone. */
export function PeriodSwitch({ value, onChange }: Props) {
  const { t } = useTranslation('bids-summary');
  return (
    <SegmentedSwitch
      legend={t('period.label')}
      options={REPORT_PERIODS}
      value={value}
      onChange={onChange}
      label={(period) => t(`period.${period}`)}
      fullWidthOnPhones
    />
  );
}
