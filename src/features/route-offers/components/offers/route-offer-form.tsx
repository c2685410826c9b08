import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '@/components/country-select';
import { MoneyField } from '@/components/money-field';
import { FormSelect } from '@/components/form-select';
import { TextArea } from '@/components/text-area';
import { TextInput } from '@/components/text-input';
import { CURRENCY_OPTIONS, TRANSPORT_MODES } from '@/config/enums';
import { TEXT_MAX } from '@/config/limits';
import { digitsInput } from '@/lib/input-rules';
import { translateFieldError, bindFields } from '@/lib/forms';
import { CAPACITY_UNITS, type RouteOfferInput } from '../../schemas';
import type { RouteOfferFormValues } from './route-offer-form-values';

const CAPACITY_INPUT = digitsInput(6);

type Props = {
  form: UseFormReturn<RouteOfferFormValues, unknown, RouteOfferInput>;
};

const legend = 'mb-2 text-sm font-semibold text-slate-900';

export function RouteOfferForm({ form }: Props) {
  const formId = useId();
  const { t } = useTranslation(['route-offers', 'enums', 'common']);
  const { control, register, formState } = form;
  const { errors } = formState;
  const err = (message: string | undefined) => translateFieldError(t, message);
  const field = bindFields(form, t);
  const [validFrom, currency] = useWatch({ control, name: ['validFrom', 'currency'] });

  const place = (prefix: 'pickup' | 'delivery') => (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className={legend}>{t(`form.${prefix}`)}</legend>
      <Controller
        control={control}
        name={`${prefix}CountryId`}
        render={({ field }) => (
          <CountrySelect
            inputId={`${formId}-${prefix}-country`}
            label={t('form.country')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={err(errors[`${prefix}CountryId`]?.message)}
            loadFailedText={t('filters.countriesFailed')}
          />
        )}
      />
      <TextInput
        label={t('form.city')}
        autoComplete="off"
        maxLength={TEXT_MAX.city}
        registration={register(`${prefix}City`)}
        error={err(errors[`${prefix}City`]?.message)}
      />
    </fieldset>
  );

  return (
    <div className="grid gap-5">
      {place('pickup')}
      {place('delivery')}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legend}>{t('form.terms')}</legend>
        <FormSelect
          control={control}
          name="mode"
          inputId={`${formId}-mode`}
          className="sm:col-span-2"
          label={t('form.mode')}
          options={TRANSPORT_MODES.map((mode) => ({ value: mode, label: t(`enums:mot.${mode}`) }))}
        />
        <MoneyField
          control={control}
          name="price"
          label={t('form.price')}
          currency={currency}
          error={err(errors.price?.message)}
        />
        <FormSelect
          control={control}
          name="currency"
          inputId={`${formId}-currency`}
          label={t('form.currency')}
          options={CURRENCY_OPTIONS}
        />
        <TextInput type="date" label={t('form.validFrom')} {...field('validFrom')} />
        <TextInput
          type="date"
          label={t('form.validUntil')}
          min={validFrom || undefined}
          {...field('validUntil')}
        />
        <TextInput
          label={t('form.capacity')}
          inputMode="numeric"
          autoComplete="off"
          restrict={CAPACITY_INPUT}
          {...field('capacity')}
        />
        <FormSelect
          control={control}
          name="capacityUnit"
          inputId={`${formId}-capacity-unit`}
          label={t('form.capacityUnit')}
          options={CAPACITY_UNITS.map((unit) => ({ value: unit, label: t(`capacityUnit.${unit}`) }))}
        />
      </fieldset>
      <TextArea
        label={t('form.notes')}
        helperText={t('form.notesHelp')}
        maxLength={TEXT_MAX.routeOfferNotes}
        rows={3}
        {...field('notes')}
      />
    </div>
  );
}
