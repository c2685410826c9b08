import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitAction } from '@/components/form-actions';
import { TextInput } from '@/components/text-input';
import { describeError } from '@/lib/api-error';
import { applyServerFieldErrors, formMode } from '@/lib/forms';
import { useUnsentForm } from '@/lib/unsent-form';
import { useUpdateCurrentOrganization } from '../api/update-current-organization';
import { organizationEditSchema, type CurrentOrganization, type OrganizationEditInput } from '../schemas';
import { FormAlert } from '@/components/form-alert';
import { coreFormValues, OrganizationCoreFields } from './organization-core-fields';

const FIELDS = ['organizaName', 'orgRegNumber', 'phoneNumber', 'countryCode'] as const;

export function OrganizationEditForm({
  organization,
  onSaved,
}: {
  organization: CurrentOrganization;
  onSaved?: () => void;
}) {
  const { t } = useTranslation(['organizations', 'common']);
  const update = useUpdateCurrentOrganization({ successToast: t('organizations:edit.saved') });
  // A refusal that names no field (suspension, server down): field errors are said on their fields.
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<OrganizationEditInput>({
    resolver: zodResolver(organizationEditSchema),
    defaultValues: { ...coreFormValues(organization), orgOfficialMail: organization.orgOfficialMail },
    ...formMode,
  });
  useUnsentForm(form, { id: 'organization-edit' });

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
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
        {formError !== null && <FormAlert tone="error">{describeError(formError, t)}</FormAlert>}
        <OrganizationCoreFields idPrefix="organization" />
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
        <SubmitAction pending={update.isPending}>{t('common:actions.save')}</SubmitAction>
      </form>
    </FormProvider>
  );
}
