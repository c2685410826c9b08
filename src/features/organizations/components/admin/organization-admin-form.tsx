import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitAction } from '@/components/form-actions';
import { TextArea } from '@/components/text-area';
import { EmailInput } from '@/components/email-input';
import { applyServerFieldErrors, formMode, refusalAboveForm, bindFields } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useUnsentForm } from '@/lib/unsent-form';
import { getOrganizationQueryOptions } from '../../api/get-organization';
import { useUpdateOrganization } from '../../api/update-organization';
import {
  adminOrganizationEditSchema,
  type AdminOrganizationEditInput,
  type Organization,
} from '../../schemas';
import { FormAlert } from '@/components/form-alert';
import { coreFormValues, OrganizationCoreFields } from '../organization-core-fields';
import { TEXT_MAX } from '@/config/limits';

const FIELDS = Object.keys(adminOrganizationEditSchema.shape) as Array<keyof AdminOrganizationEditInput>;

const toFormValues = (org: Organization): AdminOrganizationEditInput => ({
  ...coreFormValues(org),
  orgOfficialMail: org.orgOfficialMail ?? '',
  activity: org.activity ?? '',
});

export function OrganizationAdminForm({ organization }: { organization: Organization }) {
  const { t } = useTranslation(['organizations', 'common']);
  const queryClient = useQueryClient();
  const update = useUpdateOrganization();
  const form = useForm<AdminOrganizationEditInput>({
    resolver: zodResolver(adminOrganizationEditSchema),
    defaultValues: toFormValues(organization),
    ...formMode,
  });
  useUnsentForm(form, { id: 'organization-admin' });
  const field = bindFields(form, t);

  const submit = form.handleSubmit((input) =>
    update.mutate(
      { id: organization.id, type: organization.organizationType, input },
      {
        onSuccess: () => {
          const fresh = queryClient.getQueryData(getOrganizationQueryOptions(organization.id).queryKey);
          form.reset(fresh ? toFormValues(fresh) : input);
          notify.success(t('admin.form.saved'));
        },
        onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS),
      },
    ),
  );
  const formError = refusalAboveForm(update, t);

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        {formError && <FormAlert tone="error">{formError}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <OrganizationCoreFields idPrefix="admin-organization" />
          <EmailInput
            label={t('fields.officialEmail')}
            autoComplete="off"
            {...field('orgOfficialMail')}
            className="sm:col-span-2"
          />
          <TextArea
            label={t('fields.activity')}
            rows={2}
            maxLength={TEXT_MAX.organizationActivity}
            helperText={t('admin.form.activityHelp')}
            {...field('activity')}
            className="sm:col-span-2"
          />
        </div>
        <SubmitAction pending={update.isPending}>{t('common:actions.save')}</SubmitAction>
      </form>
    </FormProvider>
  );
}
