import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GroupError } from '@/components/group-error';
import { MoneyField } from '@/components/money-field';
import { CHARGE_TYPES } from '@/config/enums';
import { formatMoney } from '@/lib/numbers';
import type { BidTerms } from '../../schemas';
import { typedTotal, type BidFormValues } from './bid-form-values';
import { translateFieldError } from '@/lib/forms';

type Form = UseFormReturn<BidFormValues, { language: string } | undefined, BidTerms>;

export function BreakdownFields({ form }: { form: Form }) {
  const { t, i18n } = useTranslation(['bid-form', 'enums']);
  const id = useId();
  const { errors } = form.formState;
  const [charges, currency] = useWatch({ control: form.control, name: ['charges', 'currency'] });
  const total = typedTotal({ charges }, i18n.language);
  const totalError = translateFieldError(t, errors.value?.message);

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{t('bid-form:form.breakdown')}</legend>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {CHARGE_TYPES.map((type) => (
          <MoneyField
            key={type}
            control={form.control}
            name={`charges.${type}`}
            label={t(`enums:charge.${type}`)}
            currency={currency}
            error={translateFieldError(t, errors.charges?.[type]?.message)}
          />
        ))}
      </div>
      <div className="flex flex-col gap-1 border-t border-slate-200 pt-3">
        <span
          id={`${id}-label`}
          className={totalError ? 'text-sm font-medium text-red-600' : 'text-sm font-medium text-slate-700'}
        >
          {t('bid-form:form.total')}
        </span>
        <output
          aria-labelledby={`${id}-label`}
          aria-describedby={totalError ? `${id}-error` : `${id}-help`}
          aria-live="polite"
          className="text-lg font-semibold text-slate-900 tabular-nums"
        >
          {total === null ? '—' : formatMoney(total, currency ?? '', i18n.language).trim()}
        </output>
        <GroupError id={`${id}-error`} error={totalError} />
        <p id={`${id}-help`} className="text-xs text-slate-500">
          {t('bid-form:form.totalHelp')}
        </p>
      </div>
    </fieldset>
  );
}
