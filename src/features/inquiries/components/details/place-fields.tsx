import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/text-input';
import { LOCATION_TYPES } from '@/config/enums';
import { TEXT_MAX } from '@/config/limits';
import { toCountryOptions, useCountries } from '@/lib/reference-data/get-countries';
import type { InquiryInput } from '../../schemas';
import { enumOptions, useFieldError } from './form-fields';
import { FormSelect } from '../form-select';

/** Country, city, address, date and location type of the pick-up or the delivery. */
export function PlaceFields({ kind }: { kind: 'pickup' | 'delivery' }) {
  const { t } = useTranslation(['inquiry-details', 'inquiries', 'enums']);
  const { register } = useFormContext<InquiryInput>();
  const countries = useCountries();
  const cityError = useFieldError<InquiryInput>(`${kind}.city`);
  const addressError = useFieldError<InquiryInput>(`${kind}.address`);
  const dateError = useFieldError<InquiryInput>(`${kind}.date`);

  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t(`inquiries:fields.${kind}`)}</legend>
      <FormSelect<InquiryInput, number>
        name={`${kind}.countryId`}
        label={t('inquiries:fields.country')}
        options={toCountryOptions(countries.data)}
        isLoading={countries.isPending}
      />
      <TextInput
        label={t('inquiries:fields.city')}
        maxLength={TEXT_MAX.city}
        registration={register(`${kind}.city`)}
        error={cityError}
      />
      <TextInput
        label={t('inquiries:fields.address')}
        maxLength={TEXT_MAX.address}
        registration={register(`${kind}.address`)}
        error={addressError}
        className="sm:col-span-2"
      />
      <TextInput
        type="date"
        label={t('inquiries:fields.date')}
        registration={register(`${kind}.date`)}
        error={dateError}
      />
      <FormSelect<InquiryInput, (typeof LOCATION_TYPES)[number]>
        name={`${kind}.locationType`}
        label={t('inquiries:fields.locationType')}
        options={enumOptions(LOCATION_TYPES, (v) => t(`enums:locationType.${v}`))}
      />
    </fieldset>
  );
}
