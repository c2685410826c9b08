import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { REPORT_PERIODS, type ReportPeriod } from '../../bids-summary-url-state';

type Props = { value: ReportPeriod; onChange: (period: ReportPeriod) => void };

/** Week or month: native radios drawn as a segmented control, so arrow keys move between them. */
export function PeriodSwitch({ value, onChange }: Props) {
  const { t } = useTranslation('bids-summary');
  const name = useId();
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{t('period.label')}</legend>
      <div className="inline-flex w-full rounded-lg border border-slate-300 bg-white p-0.5 sm:w-auto">
        {REPORT_PERIODS.map((period) => (
          <label
            key={period}
            className={cn(
              'flex h-9 flex-1 cursor-pointer items-center justify-center whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
              value === period ? 'bg-brand-500 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            <input
              type="radio"
              name={name}
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
              className="sr-only"
            />
            {t(`period.${period}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
