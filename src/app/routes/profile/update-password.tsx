import { useTranslation } from 'react-i18next';
import { PasswordForm } from '@/features/profile/components/password-form';
import { ProfilePage } from '@/features/profile/components/profile-page';

export function UpdatePasswordRoute() {
  const { t } = useTranslation('profile');
  return (
    <ProfilePage title={t('password.title')} subtitle={t('password.subtitle')}>
      <PasswordForm />
    </ProfilePage>
  );
}
