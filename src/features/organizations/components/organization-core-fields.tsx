import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '@/components/country-select';
import { PhoneInput } from '@/components/phone-input';
import { TextInput } from '@/components/text-input';
import { PHONE_PATTERN, TEXT_MAX } from '@/config/limits';
import { registrationNumberInput } from '@/lib/input-rules';
import { translateFieldError, bindFields } from '@/lib/forms';
import type { OrganizationEditInput } from '../schemas';

type CoreValues = Pick<
  OrganizationEditInput,
  'organizaName' | 'orgRegNumber' | 'phoneNumber' | 'countryCode'
>;

export function OrganizationCoreFields({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation(['organizations', 'common']);
  const { control, register, formState } = useFormContext<CoreValues>();
  const { errors } = formState;
  const err = (message: string | undefined) => translateFieldError(t, message);
  const field = bindFields({ register, formState }, t);
  return (
    <>
      <TextInput
        label={t('organizations:fields.companyName')}
        autoComplete="organization"
        maxLength={TEXT_MAX.organizationName}
        {...field('organizaName')}
      />
      <TextInput
        label={t('organizations:fields.taxNumber')}
        restrict={registrationNumberInput(TEXT_MAX.registrationNumber)}
        maxLength={TEXT_MAX.registrationNumber}
        {...field('orgRegNumber')}
      />
      <Controller
        control={control}
        name="phoneNumber"
        render={({ field }) => (
          <PhoneInput
            label={t('organizations:fields.phone')}
            id={`${idPrefix}-phone`}
            name={field.name}
            value={PHONE_PATTERN.test(field.value) ? field.value : undefined}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={err(errors.phoneNumber?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="countryCode"
        render={({ field }) => (
          <CountrySelect
            label={t('organizations:fields.country')}
            inputId={`${idPrefix}-country`}
            name={field.name}
            placeholder={t('organizations:edit.countryPlaceholder')}
            value={field.value || null}
            // Cleared becomes 0, which the schema refuses with the required message.
            onChange={(value) => field.onChange(value ?? 0)}
            onBlur={field.onBlur}
            isClearable
            error={err(errors.countryCode?.message)}
            loadFailedText={t('organizations:edit.countriesFailed')}
          />
        )}
      />
    </>
  );
}
