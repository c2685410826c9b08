import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';

type Props = { currencies: string[]; value: string; onChange: (currency: string) => void };

/**
 * Money is charted one currency at a time, never summed across currencies. Native radios drawn as a
 * segmented control, so arrow keys move between them; with one currency there is nothing to choose.
 */
export function CurrencySwitch({ currencies, value, onChange }: Props) {
  const { t } = useTranslation('statistics');
  const name = useId();
  if (currencies.length < 2) return null;
  return (
    <fieldset>
      <legend className="sr-only">{t('currency')}</legend>
      <div className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
        {currencies.map((currency) => (
          <label
            key={currency}
            className={cn(
              'flex h-9 cursor-pointer items-center rounded-md px-3 text-sm font-medium transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
              value === currency ? 'bg-brand-500 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            <input
              type="radio"
              name={name}
              value={currency}
              checked={value === currency}
              onChange={() => onChange(currency)}
              className="sr-only"
            />
            {currency}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
