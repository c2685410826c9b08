import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { CodeInput } from './code-input';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { MoneyField } from '@/components/money-field';
import { FormSelect } from '@/components/form-select';
import { TextInput } from '@/components/text-input';
import { COMMISSION_RATE_PERCENT, PROMO_KINDS } from '@/config/billing';
import { CURRENCY_OPTIONS } from '@/config/enums';
import { translateFieldError, bindFields } from '@/lib/forms';
import type { PromoCodeInput } from '../schemas';
import { MAX_USES_BELOW_USED, type PromoCodeFormValues } from './promo-code-form-values';
import { digitsInput } from '@/lib/input-rules';
import { todayApiDate } from '@/lib/dates';

// The spec sets no ceiling on uses: any whole number, '1 000' read as 1000.
const MAX_USES_INPUT = digitsInput();

type Props = {
  form: UseFormReturn<PromoCodeFormValues, unknown, PromoCodeInput>;
  codeLocked: boolean;
  usedCount: number;
};

export function PromoCodeForm({ form, codeLocked, usedCount }: Props) {
  const { t } = useTranslation(['promo-codes', 'common']);
  const { errors } = form.formState;
  const err = (message: string | undefined) => translateFieldError(t, message);
  const field = bindFields(form, t);
  const [kind, currency] = useWatch({ control: form.control, name: ['kind', 'currency'] });

  return (
    <>
      <Controller
        control={form.control}
        name="code"
        render={({ field }) => (
          <CodeInput
            label={t('form.code')}
            helperText={codeLocked ? t('form.codeLocked') : t('form.codeHelp')}
            readOnly={codeLocked}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={err(errors.code?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('form.kind')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {PROMO_KINDS.map((option) => (
                <label
                  key={option}
                  className={cn(
                    'grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] items-start gap-x-2 rounded-lg border px-3 py-2.5 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                    field.value === option
                      ? 'border-brand-500 bg-brand-50 text-brand-900'
                      : 'border-slate-300 bg-white text-slate-800',
                  )}
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={option}
                    checked={field.value === option}
                    onChange={() => field.onChange(option)}
                    onBlur={field.onBlur}
                    className="mt-0.5 accent-brand-600"
                  />
                  <span className="font-medium">{t(`kind.${option}`)}</span>
                  <span className="col-start-2 text-xs text-slate-600">{t(`kindHelp.${option}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
        <MoneyField
          control={form.control}
          name="value"
          label={kind === 'COMMISSION' ? t('form.percent') : t('form.amount')}
          helperText={
            kind === 'COMMISSION' ? t('form.percentHelp', { standard: COMMISSION_RATE_PERCENT }) : undefined
          }
          // A rate is shown with its sign, an amount with its currency once one is chosen.
          currency={kind === 'COMMISSION' ? '%' : currency}
          error={err(errors.value?.message)}
        />
        {kind === 'DISCOUNT' && (
          <FormSelect
            control={form.control}
            name="currency"
            label={t('form.currency')}
            options={CURRENCY_OPTIONS}
          />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label={t('form.expiresAt')}
          helperText={t('form.expiresAtHelp')}
          type="date"
          min={todayApiDate()}
          {...field('expiresAt')}
        />
        <TextInput
          label={t('form.maxUses')}
          helperText={usedCount > 0 ? t('form.usedSoFar', { count: usedCount }) : t('form.maxUsesHelp')}
          inputMode="numeric"
          autoComplete="off"
          restrict={MAX_USES_INPUT}
          registration={form.register('maxUses')}
          error={
            errors.maxUses?.message === MAX_USES_BELOW_USED
              ? t(MAX_USES_BELOW_USED, { used: usedCount })
              : err(errors.maxUses?.message)
          }
        />
      </div>
    </>
  );
}
