import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_RANGES, type DateRangeKey } from '@/lib/dates';
import { cn } from './class-names';
import { nativeSelectClasses } from './field-styles';

type DateRangeFilterProps = {
  value: DateRangeKey;
  onChange: (key: DateRangeKey) => void;
  className?: string;
};

const isDateRangeKey = (value: string): value is DateRangeKey =>
  (DATE_RANGES as readonly string[]).includes(value);

/** A native select: eight choices fit a phone, and the platform's own picker is the accessible one. */
export function DateRangeFilter({ value, onChange, className }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={cn('relative inline-flex w-full items-center sm:w-auto', className)}>
      <label htmlFor={id} className="sr-only">
        {t('ui:dateRange.label')}
      </label>
      <CalendarDays aria-hidden className="pointer-events-none absolute left-3 size-4 text-slate-400" />
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isDateRangeKey(event.target.value)) onChange(event.target.value);
        }}
        // Room on the left for the calendar icon; the chevron comes with the shared select look.
        className={cn(nativeSelectClasses(), 'w-full pl-9')}
      >
        {DATE_RANGES.map((key) => (
          <option key={key} value={key}>
            {t(`ui:dateRange.${key}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
