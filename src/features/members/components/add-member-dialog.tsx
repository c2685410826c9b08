import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { SuspendableButton } from '@/components/suspended-action';
import { TextInput } from '@/components/text-input';
import { TEXT_MAX } from '@/config/limits';
import { describeError } from '@/lib/api-error';
import { applyServerFieldErrors, formMode, translateFieldError } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { hasUnsentForm, useUnsentForm } from '@/lib/unsent-form';
import { useAddMember } from '../api/members';
import { memberCreateSchema, memberFullName, type MemberCreateInput } from '../schemas';

const FIELDS = ['name', 'surname', 'email', 'temporaryPassword'] as const;
const EMPTY: MemberCreateInput = { name: '', surname: '', email: '', temporaryPassword: '' };
const FORM_ID = 'add-member-form';
const ADD_MEMBER_FORM = 'member-add';

/** 'Add member': the new member signs in with the temporary password and is invited until then. */
export function AddMemberDialog() {
  const { t } = useTranslation(['members', 'common']);
  // Open at once when a session expired while it was being filled: what was typed comes back in it.
  const [open, setOpen] = useState(() => hasUnsentForm(ADD_MEMBER_FORM));
  const [showPassword, setShowPassword] = useState(false);
  // A refusal that names no field (suspension, network): field errors are said on their fields.
  const [formError, setFormError] = useState<unknown>(null);
  const add = useAddMember();
  const form = useForm<MemberCreateInput>({
    resolver: zodResolver(memberCreateSchema),
    defaultValues: EMPTY,
    ...formMode,
  });
  useUnsentForm(form, { id: ADD_MEMBER_FORM, omit: ['temporaryPassword'] });
  const { errors } = form.formState;
  const err = (message: string | undefined) => translateFieldError(t, message);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // A closed form starts empty next time; an open one keeps what was typed whatever the server said.
    if (!next) {
      form.reset(EMPTY);
      setFormError(null);
      setShowPassword(false);
    }
  };

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    add.mutate(values, {
      onSuccess: (member) => {
        const name = { name: member.name ?? values.name, surname: member.surname ?? values.surname };
        notify.success(t('members:add.success', { name: memberFullName(name, '') }));
        onOpenChange(false);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError, FIELDS)) setFormError(error);
      },
    });
  });

  return (
    <>
      <SuspendableButton
        variant="primary"
        leftIcon={<UserPlus aria-hidden className="size-4" />}
        onClick={() => onOpenChange(true)}
      >
        {t('members:add.open')}
      </SuspendableButton>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('members:add.title')}
        description={t('members:add.description')}
        footer={
          <>
            <Button variant="gray-outline" onClick={() => onOpenChange(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" form={FORM_ID} variant="primary" loading={add.isPending}>
              {t('members:add.submit')}
            </Button>
          </>
        }
      >
        <form id={FORM_ID} onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          {formError !== null && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {describeError(formError, t)}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              label={t('members:fields.name')}
              autoComplete="off"
              maxLength={TEXT_MAX.personName}
              registration={form.register('name')}
              error={err(errors.name?.message)}
            />
            <TextInput
              label={t('members:fields.surname')}
              autoComplete="off"
              maxLength={TEXT_MAX.personName}
              registration={form.register('surname')}
              error={err(errors.surname?.message)}
            />
          </div>
          <TextInput
            label={t('members:fields.email')}
            type="email"
            autoComplete="off"
            maxLength={TEXT_MAX.email}
            registration={form.register('email')}
            error={err(errors.email?.message)}
          />
          <TextInput
            label={t('members:fields.temporaryPassword')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            helperText={t('members:add.passwordHelp')}
            registration={form.register('temporaryPassword')}
            error={err(errors.temporaryPassword?.message)}
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
        </form>
      </Dialog>
    </>
  );
}
