import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { PasswordForm } from '@/features/profile/components/password-form';
import { useSessionUser } from '@/lib/use-session';
import { PageHeader } from '@/components/page-header';

export function ChangePasswordRoute() {
  const { t } = useTranslation(['auth', 'profile']);
  const user = useSessionUser();
  const logout = useLogout();
  if (!user?.mustChangePassword) return <Navigate to={paths.home} replace />;
  return (
    <div className="grid gap-4">
      <PageHeader title={t('auth:mustChange.title')} subtitle={t('auth:mustChange.subtitle')} />
      <PasswordForm />
      <Button
        variant="gray-outline"
        loading={logout.isPending}
        onClick={() => logout.mutate()}
        className="justify-self-start"
      >
        {t('auth:mustChange.logout')}
      </Button>
    </div>
  );
}
