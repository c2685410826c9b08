import { Suspense } from 'react';
import { lazyRetrying } from '@/lib/lazy-retrying';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { PasswordInput } from '@/components/password-input';
import { TextInput } from '@/components/text-input';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/api-error';
import { translateFieldError } from '@/lib/field-error';
import { FormAlert } from '@/components/form-alert';
import { useLogin } from '../api/login';
import { AuthCard, AuthSwitch } from './auth-card';
import { useLoginForm } from './use-login-form';

// Lazy and behind the literal flag, so the production bundle carries no demo accounts.
const DemoAccounts =
  import.meta.env.VITE_DEMO_BACKEND === 'true'
    ? lazyRetrying(() => import('./demo-accounts').then((m) => ({ default: m.DemoAccounts })))
    : null;

export function LoginForm({ notice }: { notice?: string | undefined }) {
  const { t } = useTranslation(['auth', 'common']);
  const login = useLogin();
  const form = useLoginForm((values) => void login.mutate(values));
  const { errors } = form;

  return (
    <AuthCard title={t('auth:login.title')} subtitle={t('auth:login.subtitle')}>
      <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
        {notice && !login.isError && <FormAlert tone="info">{notice}</FormAlert>}
        {login.isError && <FormAlert tone="error">{describeError(login.error, t)}</FormAlert>}
        <TextInput
          label={t('auth:login.email')}
          type="email"
          autoComplete="username"
          placeholder={t('auth:login.emailPlaceholder')}
          {...form.field('email')}
          error={translateFieldError(t, errors.email)}
        />
        <PasswordInput
          label={t('auth:login.password')}
          autoComplete="current-password"
          {...form.field('password')}
          error={translateFieldError(t, errors.password)}
        />
        <div className="flex justify-end">
          <Link to={paths.auth.forgotPassword} className="text-sm font-medium text-brand-600 hover:underline">
            {t('auth:login.forgot')}
          </Link>
        </div>
        <Button type="submit" variant="primary" size="large" fullWidth loading={login.isPending}>
          {t('auth:login.submit')}
        </Button>
        <AuthSwitch
          question={t('auth:login.noAccount')}
          to={paths.auth.register}
          link={t('auth:login.registerLink')}
        />
      </form>
      {DemoAccounts && (
        <Suspense fallback={null}>
          <DemoAccounts onPick={(email, password) => form.setFields({ email, password })} />
        </Suspense>
      )}
    </AuthCard>
  );
}
