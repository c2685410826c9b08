import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '@/components/country-select';
import { FormSelect } from '@/components/form-select';
import { TextInput } from '@/components/text-input';
import { LOCATION_TYPES } from '@/config/enums';
import { TEXT_MAX } from '@/config/limits';
import { bindFields, translateFieldError } from '@/lib/forms';
import { CityField } from './city-field';
import type { InquiryChoice } from '../../known-choices';
import type { InquiryFormValues } from './form-values';
import { todayApiDate } from '@/lib/dates';
import { codeOptions } from '@/lib/display';

/** Steps 2 and 3: where the load is picked up, and where it is delivered (on or after the pick-up day). */
export function PlaceStep({ place }: { place: 'pickup' | 'delivery' }) {
  const { t } = useTranslation(['inquiry-create', 'inquiries', 'enums', 'common']);
  const { control, register, setValue, formState } = useFormContext<InquiryFormValues>();
  const countryId = useWatch({ control, name: `${place}.countryId` });
  const pickupDate = useWatch({ control, name: 'pickup.date' });
  const errors = formState.errors[place];
  const err = (message: string | undefined) => translateFieldError(t, message);
  const field = bindFields({ register, formState }, t);
  const today = todayApiDate();
  // Delivery cannot come before pick-up; the picker should not offer those days.
  const minDate = place === 'delivery' && pickupDate > today ? pickupDate : today;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Controller
        control={control}
        name={`${place}.countryId`}
        render={({ field }) => (
          <CountrySelect
            label={t('inquiries:fields.country')}
            inputId={`${place}-country`}
            name={field.name}
            value={field.value}
            onChange={(value) => {
              if (value !== field.value) setValue(`${place}.city`, '');
              field.onChange(value);
            }}
            onBlur={field.onBlur}
            error={err(errors?.countryId?.message)}
            loadFailedText={t('place.countriesFailed')}
          />
        )}
      />
      <Controller
        control={control}
        name={`${place}.city`}
        render={({ field }) => (
          <CityField
            id={`${place}-city`}
            label={t('inquiries:fields.city')}
            countryId={countryId}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={err(errors?.city?.message)}
          />
        )}
      />
      <TextInput
        className="sm:col-span-2"
        label={t('inquiries:fields.address')}
        autoComplete={
          place === 'pickup' ? 'section-pickup street-address' : 'section-delivery street-address'
        }
        maxLength={TEXT_MAX.address}
        {...field(`${place}.address`)}
      />
      <TextInput
        type="date"
        label={t(place === 'pickup' ? 'inquiries:fields.pickupDate' : 'inquiries:fields.deliveryDate')}
        min={minDate}
        {...field(`${place}.date`)}
      />
      <FormSelect<InquiryFormValues, InquiryChoice<'locationType'>>
        name={`${place}.locationType`}
        label={t('inquiries:fields.locationType')}
        inputId={`${place}-location-type`}
        options={codeOptions(t, 'enums:locationType', LOCATION_TYPES)}
      />
    </div>
  );
}
