import { useTranslation } from 'react-i18next';
import { NotificationSettingsSection } from '@/features/notifications/components/notification-settings-form';
import { ProfilePage } from '@/features/profile/components/profile-page';

export function NotificationSettingsRoute() {
  const { t } = useTranslation('profile');
  return (
    <ProfilePage title={t('notifications.title')} subtitle={t('notifications.subtitle')}>
      <NotificationSettingsSection />
    </ProfilePage>
  );
}
