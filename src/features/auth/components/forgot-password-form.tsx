import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useState } from 'react';
import { lazyRetrying } from '@/lib/lazy-retrying';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { EmailInput } from '@/components/email-input';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/api-error';
import { formMode, bindFields } from '@/lib/forms';
import { useForgotPassword } from '../api/forgot-password';
import { forgotPasswordSchema, type ForgotPasswordInput } from '../schemas';
import { AuthCard } from './auth-card';
import { FormAlert } from '@/components/form-alert';

// Lazy and behind the literal flag, so the production bundle carries no demo outbox.
const DemoOutbox =
  import.meta.env.VITE_DEMO_BACKEND === 'true'
    ? lazyRetrying(() => import('./demo-outbox').then((m) => ({ default: m.DemoOutbox })))
    : null;

export function ForgotPasswordForm() {
  const { t } = useTranslation(['auth', 'common']);
  const request = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    ...formMode,
  });
  const field = bindFields(form, t);
  // The address the last answered request was for: a demo build shows the letter sent to it.
  const [sent, setSent] = useState<{ email: string; at: number } | null>(null);
  const submit = form.handleSubmit((values) =>
    request.mutate(values, { onSuccess: () => setSent({ email: values.email, at: Date.now() }) }),
  );

  return (
    <AuthCard title={t('auth:forgot.title')} subtitle={t('auth:forgot.subtitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        {request.isSuccess && <FormAlert tone="success">{t('auth:forgot.sent')}</FormAlert>}
        {request.isError && <FormAlert tone="error">{describeError(request.error, t)}</FormAlert>}
        <EmailInput label={t('auth:login.email')} autoComplete="email" {...field('email')} />
        <Button type="submit" variant="primary" size="large" fullWidth loading={request.isPending}>
          {t('auth:forgot.submit')}
        </Button>
        <Link
          to={paths.auth.login}
          className="text-center text-sm font-medium text-brand-600 hover:underline"
        >
          {t('auth:forgot.back')}
        </Link>
      </form>
      {DemoOutbox && request.isSuccess && sent && (
        <Suspense fallback={null}>
          <div className="mt-6">
            <DemoOutbox email={sent.email} requestedAt={sent.at} />
          </div>
        </Suspense>
      )}
    </AuthCard>
  );
}
