import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { SuspendableButton } from '@/components/suspended-action';
import { TextInput } from '@/components/text-input';
import { bindFields } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { hasUnsentForm } from '@/lib/unsent-form';
import { useAddMember } from '../api/add-member';
import { memberCreateSchema, memberFullName, type MemberCreateInput } from '../schemas';
import { MemberContactFields } from './member-contact-fields';

const FIELDS = ['name', 'surname', 'email', 'temporaryPassword'] as const;
const EMPTY: MemberCreateInput = { name: '', surname: '', email: '', temporaryPassword: '' };
const ADD_MEMBER_FORM = 'member-add';

/** 'Add member': the new member signs in with the temporary password and is invited until then. */
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
  const [showPassword, setShowPassword] = useState(false);
  const { errors } = form.formState;
  const field = bindFields(form, t);

  return (
    <>
      <MemberContactFields register={form.register} errors={errors} />
      <TextInput
        label={t('members:fields.temporaryPassword')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        helperText={t('members:add.passwordHelp')}
        {...field('temporaryPassword')}
        rightIcon={
          <button
            type="button"
            onClick={() => setShowPassword((v) => !v)}
            aria-label={t(showPassword ? 'members:add.hidePassword' : 'members:add.showPassword')}
            aria-pressed={showPassword}
            className="rounded p-1 text-slate-500 hover:text-slate-800"
          >
            {showPassword ? (
              <EyeOff aria-hidden className="size-4" />
            ) : (
              <Eye aria-hidden className="size-4" />
            )}
          </button>
        }
      />
    </>
  );
}
