import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/button';
import { TextInput } from '@/components/text-input';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/api-error';
import { formMode, bindFields } from '@/lib/forms';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordSchema, type ResetPasswordInput } from '../schemas';
import { AuthCard } from './auth-card';
import { FormAlert } from '@/components/form-alert';

/** The page a reset link opens: /auth/reset-password?token=… */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation(['auth', 'common']);
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token: token ?? '', password: '', confirmPassword: '' },
    ...formMode,
  });
  const field = bindFields(form, t);

  if (!token) {
    return (
      <AuthCard title={t('auth:reset.title')}>
        <FormAlert tone="error">{t('auth:reset.missingToken')}</FormAlert>
        <Link
          to={paths.auth.forgotPassword}
          className={`${buttonClasses({ variant: 'primary', fullWidth: true })} mt-4`}
        >
          {t('auth:reset.requestNew')}
        </Link>
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('auth:reset.title')}>
        <FormAlert tone="success">{t('auth:reset.success')}</FormAlert>
        <Link
          to={paths.auth.login}
          className={`${buttonClasses({ variant: 'primary', fullWidth: true })} mt-4`}
        >
          {t('auth:login.submit')}
        </Link>
      </AuthCard>
    );
  }

  const submit = form.handleSubmit((values) => reset.mutate(values));
  return (
    <AuthCard title={t('auth:reset.title')} subtitle={t('auth:reset.subtitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        {reset.isError && <FormAlert tone="error">{describeError(reset.error, t)}</FormAlert>}
        <TextInput
          label={t('auth:reset.password')}
          type="password"
          autoComplete="new-password"
          helperText={t('auth:register.passwordHelp')}
          {...field('password')}
        />
        <TextInput
          label={t('auth:reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" variant="primary" size="large" fullWidth loading={reset.isPending}>
          {t('auth:reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
