import { useTranslation } from 'react-i18next';
import { ProfileOverview } from '@/features/profile/components/profile-overview';
import { ProfilePage } from '@/features/profile/components/profile-page';

export function ProfileRoute() {
  const { t } = useTranslation('profile');
  return (
    <ProfilePage title={t('overview.title')} subtitle={t('overview.subtitle')}>
      <ProfileOverview />
    </ProfilePage>
  );
}
