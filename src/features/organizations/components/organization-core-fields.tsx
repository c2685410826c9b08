import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCountrySelect, FormPhoneInput } from '@/components/form-contact-fields';
import { TextInput } from '@/components/text-input';
import { PHONE_PATTERN, TEXT_MAX } from '@/config/limits';
import { bindFields } from '@/lib/forms';
import { registrationNumberInput } from '@/lib/input-rules';
import type { Organization, OrganizationEditInput } from '../schemas';

type CoreValues = Pick<
  OrganizationEditInput,
  'organizaName' | 'orgRegNumber' | 'phoneNumber' | 'countryCode'
>;

/** The saved values, a field left out empty; a phone the input cannot read starts empty too. */
export const coreFormValues = (org: Partial<Organization>): CoreValues => ({
  organizaName: org.organizaName ?? '',
  orgRegNumber: org.orgRegNumber ?? '',
  phoneNumber: org.phoneNumber && PHONE_PATTERN.test(org.phoneNumber) ? org.phoneNumber : '',
  countryCode: org.countryCode ?? 0,
});

export function OrganizationCoreFields({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation(['organizations', 'common']);
  const field = bindFields(useFormContext<CoreValues>(), t);
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
      <FormPhoneInput<CoreValues>
        name="phoneNumber"
        label={t('organizations:fields.phone')}
        id={`${idPrefix}-phone`}
      />
      <FormCountrySelect<CoreValues>
        name="countryCode"
        label={t('organizations:fields.country')}
        inputId={`${idPrefix}-country`}
        placeholder={t('organizations:edit.countryPlaceholder')}
        isClearable
        loadFailedText={t('organizations:edit.countriesFailed')}
      />
    </>
  );
}
