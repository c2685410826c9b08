import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { PHONE_PATTERN, TEXT_MAX } from '@/config/limits';
import { PhoneInput } from '@/components/phone-input';
import { CountrySelect } from '@/components/country-select';
import { TextInput } from '@/components/text-input';
import { describeError } from '@/lib/api-error';
import { applyServerFieldErrors, formMode, translateFieldError } from '@/lib/forms';
import { useUnsentForm } from '@/lib/unsent-form';
import { useUpdateCurrentOrganization } from '../api/update-current-organization';
import { organizationEditSchema, type Organization, type OrganizationEditInput } from '../schemas';
import { FormAlert } from '@/components/form-alert';

const FIELDS = ['organizaName', 'orgRegNumber', 'phoneNumber', 'countryCode'] as const;
// Letters, digits and dashes: what tax and registration numbers of the region are written with.
const REG_NUMBER_PATTERN = /^[0-9A-Za-z-]*$/;

/**
 * Spec §2 'Organisation profile edit screen': every field required, the official email read-only.
 * After the save the organisation is fetched again (the mutation invalidates it), then `onSaved` runs.
 */
export function OrganizationEditForm({
  organization,
  onSaved,
}: {
  organization: Organization;
  onSaved?: () => void;
}) {
  const { t } = useTranslation(['organizations', 'common']);
  const update = useUpdateCurrentOrganization({ successToast: t('organizations:edit.saved') });
  // A refusal that names no field (suspension, server down): field errors are said on their fields.
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<OrganizationEditInput>({
    resolver: zodResolver(organizationEditSchema),
    // A field the server left out starts empty (the country at 0, which the rules refuse).
    defaultValues: {
      organizaName: organization.organizaName ?? '',
      orgRegNumber: organization.orgRegNumber ?? '',
      phoneNumber: organization.phoneNumber ?? '',
      countryCode: organization.countryCode ?? 0,
      orgOfficialMail: organization.orgOfficialMail,
    },
    ...formMode,
  });
  useUnsentForm(form, { id: 'organization-edit' });
  const { errors } = form.formState;
  const err = (message: string | undefined) => translateFieldError(t, message);

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    update.mutate(
      // The official email is not the user's to change; it goes back exactly as the server sent it.
      { ...values, orgOfficialMail: organization.orgOfficialMail },
      {
        onSuccess: () => onSaved?.(),
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, FIELDS)) setFormError(error);
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
      {formError !== null && <FormAlert tone="error">{describeError(formError, t)}</FormAlert>}
      <TextInput
        label={t('organizations:fields.companyName')}
        autoComplete="organization"
        maxLength={TEXT_MAX.organizationName}
        registration={form.register('organizaName')}
        error={err(errors.organizaName?.message)}
      />
      <TextInput
        label={t('organizations:fields.taxNumber')}
        pattern={REG_NUMBER_PATTERN}
        maxLength={TEXT_MAX.registrationNumber}
        registration={form.register('orgRegNumber')}
        error={err(errors.orgRegNumber?.message)}
      />
      <Controller
        control={form.control}
        name="phoneNumber"
        render={({ field }) => (
          <PhoneInput
            label={t('organizations:fields.phone')}
            id="organization-phone"
            name={field.name}
            // A stored number the rule refuses (older data) starts the widget empty at +994: it cannot
            // show such a value sensibly, and the required message on an empty field reads true.
            value={PHONE_PATTERN.test(field.value) ? field.value : undefined}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={err(errors.phoneNumber?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="countryCode"
        render={({ field }) => (
          <CountrySelect
            label={t('organizations:fields.country')}
            inputId="organization-country"
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
      <TextInput
        label={t('organizations:edit.emailAddress')}
        type="email"
        name="emailAddress"
        value={organization.orgOfficialMail ?? ''}
        placeholder={t('ui:missing')}
        readOnly
        disabled
        helperText={t('organizations:edit.emailHelp')}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="submit" variant="primary" loading={update.isPending}>
          {t('common:actions.save')}
        </Button>
      </div>
    </form>
  );
}
