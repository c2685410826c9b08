import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitAction } from '@/components/form-actions';
import { PASSWORD_MIN_LENGTH } from '@/config/limits';
import { applyServerFieldErrors, formMode, refusalAboveForm, bindFields } from '@/lib/forms';
import { useUnsentForm } from '@/lib/unsent-form';
import { useUpdatePassword } from '../api/update-password';
import { passwordChangeSchema, type PasswordChangeInput } from '../schemas';
import { FormAlert } from '@/components/form-alert';
import { Card } from '@/components/card';
import { PasswordInput } from '@/components/password-input';

const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const { t } = useTranslation(['profile', 'common']);
  const change = useUpdatePassword({ successToast: t('password.changed') });
  const [changed, setChanged] = useState(false);
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
    ...formMode,
  });
  // Every field here is a secret: an expired session keeps none of them (the rule, said in one place).
  useUnsentForm(form, { id: 'password', omit: ['currentPassword', 'newPassword', 'confirmPassword'] });
  const field = bindFields(form, t);

  const submit = form.handleSubmit((input) => {
    setChanged(false);
    change.mutate(input, {
      onSuccess: () => {
        form.reset(EMPTY);
        setChanged(true);
      },
      onError: (error) =>
        applyServerFieldErrors(error, form.setError, ['currentPassword', 'newPassword', 'confirmPassword']),
    });
  });
  const formError = refusalAboveForm(change, t);

  return (
    <Card title={t('password.section')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid max-w-md gap-4">
        {formError && <FormAlert tone="error">{formError}</FormAlert>}
        {changed && <FormAlert tone="success">{t('password.changedDetail')}</FormAlert>}
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <PasswordInput
          label={t('password.new')}
          autoComplete="new-password"
          helperText={t('password.newHelp', { min: PASSWORD_MIN_LENGTH })}
          {...field('newPassword')}
        />
        <PasswordInput
          label={t('password.confirm')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <SubmitAction pending={change.isPending}>{t('password.submit')}</SubmitAction>
      </form>
    </Card>
  );
}
