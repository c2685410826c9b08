import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { FormAlert } from '@/components/form-alert';
import { SuspendableButton } from '@/components/suspended-action';
import { describeError } from '@/lib/api-error';
import { applyServerFieldErrors, formMode } from '@/lib/forms';
import { useUnsentForm } from '@/lib/unsent-form';
import { useUpdateMember } from '../api/update-member';
import { memberUpdateSchema, type Member, type MemberUpdateInput } from '../schemas';
import { MemberContactFields } from './member-contact-fields';

const FIELDS = ['name', 'surname', 'email'] as const;

export function MemberEditForm({ member }: { member: Member }) {
  const { t } = useTranslation(['members', 'common']);
  const update = useUpdateMember({ successToast: t('members:edit.saved') });
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<MemberUpdateInput>({
    resolver: zodResolver(memberUpdateSchema),
    defaultValues: { name: member.name ?? '', surname: member.surname ?? '', email: member.email ?? '' },
    ...formMode,
  });
  useUnsentForm(form, { id: 'member-edit' });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) => {
    setFormError(null);
    update.mutate(
      { id: member.id, input },
      {
        onSuccess: (saved) => {
          // The saved values become the form's new starting point (the server trims them).
          form.reset({
            name: saved.name ?? input.name,
            surname: saved.surname ?? input.surname,
            email: saved.email ?? input.email,
          });
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, FIELDS)) setFormError(error);
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      {formError !== null && <FormAlert tone="error">{describeError(formError, t)}</FormAlert>}
      <MemberContactFields register={form.register} errors={errors} />
      <FormActions>
        <SuspendableButton type="submit" variant="primary" loading={update.isPending}>
          {t('common:actions.save')}
        </SuspendableButton>
      </FormActions>
    </form>
  );
}
