import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INSURANCE_TYPES, PREFERRED_REGIONS, TRANSPORT_MODES } from '@/config/enums';
import type { CarrierProfileInput } from '../schemas';
import { CheckboxGroup } from '@/components/checkbox-group';
import type { ProfileFormValues } from './profile-form-values';

type ProfileChoiceFieldsProps = {
  control: Control<ProfileFormValues, unknown, CarrierProfileInput>;
  fieldError: (message: string | undefined) => string | undefined;
};

export function ProfileChoiceFields({ control, fieldError }: ProfileChoiceFieldsProps) {
  const { t } = useTranslation(['carrier-profile', 'enums']);
  const groups = [
    {
      name: 'insuranceTypes',
      legend: t('carrier-profile:fields.insuranceTypes'),
      options: INSURANCE_TYPES.map((code) => ({ value: code, label: t(`enums:insurance.${code}`) })),
    },
    {
      name: 'specializedModes',
      legend: t('carrier-profile:fields.specializedModes'),
      options: TRANSPORT_MODES.map((code) => ({ value: code, label: t(`enums:mot.${code}`) })),
    },
    {
      name: 'preferredRegions',
      legend: t('carrier-profile:fields.preferredRegions'),
      options: PREFERRED_REGIONS.map((code) => ({ value: code, label: t(`enums:region.${code}`) })),
    },
  ] as const;

  return (
    <>
      {groups.map((group) => (
        <Controller
          key={group.name}
          control={control}
          name={group.name}
          render={({ field, fieldState }) => (
            <CheckboxGroup<string>
              legend={group.legend}
              name={field.name}
              options={[...group.options]}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              firstRef={field.ref}
              error={fieldError(fieldState.error?.message)}
            />
          )}
        />
      ))}
    </>
  );
}
