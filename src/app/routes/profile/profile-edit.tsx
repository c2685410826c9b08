import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ProfileEdit } from '@/features/profile/components/profile-edit-form';
import { ProfilePage } from '@/features/profile/components/profile-page';

export function ProfileEditRoute() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  return (
    <ProfilePage title={t('edit.title')}>
      <ProfileEdit onSaved={() => void navigate(paths.profile.view)} />
    </ProfilePage>
  );
}
