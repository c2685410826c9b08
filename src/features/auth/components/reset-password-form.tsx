import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/button';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/api-error';
import { formMode } from '@/lib/forms';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordSchema, type ResetPasswordInput } from '../schemas';
import { AuthCard } from './auth-card';
import { NewPasswordInputs } from './new-password-inputs';
import { FormAlert } from '@/components/form-alert';

export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation(['auth', 'common']);
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token: token ?? '', password: '', confirmPassword: '' },
    ...formMode,
  });

  if (!token) {
    return (
      <ResetOutcome tone="error" next={{ to: paths.auth.forgotPassword, label: t('auth:reset.requestNew') }}>
        {t('auth:reset.missingToken')}
      </ResetOutcome>
    );
  }

  if (reset.isSuccess) {
    return (
      <ResetOutcome tone="success" next={{ to: paths.auth.login, label: t('auth:login.submit') }}>
        {t('auth:reset.success')}
      </ResetOutcome>
    );
  }

  const submit = form.handleSubmit((values) => reset.mutate(values));
  return (
    <AuthCard title={t('auth:reset.title')} subtitle={t('auth:reset.subtitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        {reset.isError && <FormAlert tone="error">{describeError(reset.error, t)}</FormAlert>}
        <NewPasswordInputs
          register={form.register}
          errors={form.formState.errors}
          labels={{ password: t('auth:reset.password'), confirmPassword: t('auth:reset.confirmPassword') }}
        />
        <Button type="submit" variant="primary" size="large" fullWidth loading={reset.isPending}>
          {t('auth:reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

function ResetOutcome({
  tone,
  next,
  children,
}: {
  tone: 'error' | 'success';
  next: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('auth:reset.title')}>
      <FormAlert tone={tone}>{children}</FormAlert>
      <Link to={next.to} className={`${buttonClasses({ variant: 'primary', fullWidth: true })} mt-4`}>
        {next.label}
      </Link>
    </AuthCard>
  );
}
