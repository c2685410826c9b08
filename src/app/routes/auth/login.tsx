import { useTranslation } from 'react-i18next';
import { LoginForm } from '@/features/auth/components/login-form';
import { getSessionEndReason } from '@/lib/session';

/** After sign-in the GuestOnly guard sends the user on, to the page they asked for or home. */
export function LoginRoute() {
  const { t } = useTranslation('nav');
  const notice = getSessionEndReason() === 'expired' ? t('sessionEnded') : undefined;
  return <LoginForm notice={notice} />;
}
