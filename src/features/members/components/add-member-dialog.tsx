import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { SuspendableButton } from '@/components/suspended-action';
import { PasswordInput } from '@/components/password-input';
import { bindFields } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { hasUnsentForm } from '@/lib/unsent-form';
import { useAddMember } from '../api/add-member';
import { memberCreateSchema, memberFullName, type MemberCreateInput } from '../schemas';
import { MemberContactFields } from './member-contact-fields';

const FIELDS = ['name', 'surname', 'email', 'temporaryPassword'] as const;
const EMPTY: MemberCreateInput = { name: '', surname: '', email: '', temporaryPassword: '' };
const ADD_MEMBER_FORM = 'member-add';

export function AddMemberDialog() {
  const { t } = useTranslation(['members', 'common']);
  // Open at once when a session expired while it was being filled: what was typed comes back in it.
  const [open, setOpen] = useState(() => hasUnsentForm(ADD_MEMBER_FORM));
  const add = useAddMember();

  const save = async (values: MemberCreateInput) => {
    const member = await add.mutateAsync(values);
    const name = { name: member.name ?? values.name, surname: member.surname ?? values.surname };
    notify.success(t('members:add.success', { name: memberFullName(name, '') }));
  };

  return (
    <>
      <SuspendableButton variant="primary" icon={UserPlus} onClick={() => setOpen(true)}>
        {t('members:add.open')}
      </SuspendableButton>
      <FormDialog<MemberCreateInput>
        open={open}
        onClose={() => setOpen(false)}
        title={t('members:add.title')}
        description={t('members:add.description')}
        formOptions={{ resolver: zodResolver(memberCreateSchema), defaultValues: EMPTY }}
        unsent={{ id: ADD_MEMBER_FORM, omit: ['temporaryPassword'] }}
        onSubmit={save}
        serverFields={FIELDS}
        submitLabel={t('members:add.submit')}
      >
        {(form) => <AddMemberFields form={form} />}
      </FormDialog>
    </>
  );
}

function AddMemberFields({ form }: { form: UseFormReturn<MemberCreateInput> }) {
  const { t } = useTranslation(['members', 'common']);
  return (
    <>
      <MemberContactFields register={form.register} errors={form.formState.errors} />
      <PasswordInput
        label={t('members:fields.temporaryPassword')}
        autoComplete="new-password"
        helperText={t('members:add.passwordHelp')}
        {...bindFields(form, t)('temporaryPassword')}
      />
    </>
  );
}
