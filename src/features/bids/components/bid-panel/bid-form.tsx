import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyField } from '@/components/money-field';
import { FormSelect } from '@/components/form-select';
import { TextArea } from '@/components/text-area';
import { TextInput } from '@/components/text-input';
import { CURRENCY_OPTIONS, INSURANCE_TYPES, PREFERRED_REGIONS, TRANSPORT_MODES } from '@/config/enums';
import {
  BID_NOTES_MAX_LENGTH,
  MAX_TRANSIT_DAYS,
  MAX_TRUCK_COUNT,
  PROFILE_TEXT_MAX_LENGTH,
} from '@/config/limits';
import { digitsInput } from '@/lib/input-rules';
import type { BidTerms } from '../../schemas';
import type { BidFormValues } from './bid-form-values';
import { CheckboxField } from '@/components/checkbox-field';
import { CheckboxGroup, type CheckboxOption } from '@/components/checkbox-group';
import { BreakdownFields } from './breakdown-fields';
import { bindFields, translateFieldError } from '@/lib/forms';

// As many digits as the largest value the form takes: a longer paste is kept and explained.
const TRUCK_COUNT_INPUT = digitsInput(String(MAX_TRUCK_COUNT).length);
const TRANSIT_DAYS_INPUT = digitsInput(String(MAX_TRANSIT_DAYS).length);

type BidFormProps = {
  form: UseFormReturn<BidFormValues, { language: string } | undefined, BidTerms>;
  fromProfile: boolean;
};

export function BidForm({ form, fromProfile }: BidFormProps) {
  const { t } = useTranslation(['bid-form', 'enums', 'common', 'errors']);
  const { errors } = form.formState;
  const field = bindFields(form, t);
  const [mode, notes, currency, itemised] = useWatch({
    control: form.control,
    name: ['shipmentMode', 'notes', 'currency', 'itemised'],
  });

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
        {itemised ? (
          // The amount is the lines' total, shown under them; the currency stays here, for all of them.
          <p className="self-end text-sm text-slate-600">{t('bid-form:form.itemisedNote')}</p>
        ) : (
          <MoneyField
            control={form.control}
            name="value"
            label={t('bid-form:form.value')}
            placeholder={t('bid-form:form.valuePlaceholder')}
            currency={currency}
            error={translateFieldError(t, errors.value?.message)}
          />
        )}
        <FormSelect
          control={form.control}
          name="currency"
          label={t('bid-form:form.currency')}
          options={CURRENCY_OPTIONS}
        />
      </div>
      <CheckboxField label={t('bid-form:form.itemise')} registration={form.register('itemised')} />
      {itemised && <BreakdownFields form={form} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          control={form.control}
          name="shipmentMode"
          label={t('bid-form:form.shipmentMode')}
          options={TRANSPORT_MODES.map((code) => ({ value: code, label: t(`enums:mot.${code}`) }))}
        />
        {mode === 'ROAD' && (
          <TextInput
            label={t('bid-form:form.truckCount')}
            helperText={t('bid-form:form.truckCountHelp')}
            inputMode="numeric"
            restrict={TRUCK_COUNT_INPUT}
            {...field('truckCount')}
          />
        )}
        <TextInput
          label={t('bid-form:form.transitDays')}
          helperText={t('bid-form:form.transitDaysHelp')}
          inputMode="numeric"
          restrict={TRANSIT_DAYS_INPUT}
          {...field('transitDays')}
        />
      </div>
      <TextInput
        label={t('bid-form:form.certifications')}
        maxLength={PROFILE_TEXT_MAX_LENGTH}
        {...field('certifications')}
      />
      <ProfileChoices
        form={form}
        name="preferredRegions"
        legend={t('bid-form:form.regions')}
        options={PREFERRED_REGIONS.map((code) => ({ value: code, label: t(`enums:region.${code}`) }))}
        fromProfile={fromProfile}
      />
      <ProfileChoices
        form={form}
        name="insuranceTypes"
        legend={t('bid-form:form.insurance')}
        options={INSURANCE_TYPES.map((code) => ({ value: code, label: t(`enums:insurance.${code}`) }))}
        fromProfile={fromProfile}
      />
      <TextArea
        label={t('bid-form:form.notes')}
        helperText={t('bid-form:form.notesCount', { used: notes.length, max: BID_NOTES_MAX_LENGTH })}
        maxLength={BID_NOTES_MAX_LENGTH}
        {...field('notes')}
      />
    </>
  );
}

type ProfileChoicesProps = Pick<BidFormProps, 'form' | 'fromProfile'> & {
  name: 'preferredRegions' | 'insuranceTypes';
  legend: string;
  options: CheckboxOption<string>[];
};

function ProfileChoices({ form, name, legend, options, fromProfile }: ProfileChoicesProps) {
  const { t } = useTranslation('bid-form');
  const error = form.formState.errors[name]?.message;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <CheckboxGroup
          legend={legend}
          name={field.name}
          helperText={fromProfile ? t('bid-form:form.fromProfile') : undefined}
          options={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          firstRef={field.ref}
          error={translateFieldError(t, error)}
        />
      )}
    />
  );
}
