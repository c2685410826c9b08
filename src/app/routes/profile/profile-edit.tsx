import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ProfileEdit } from '@/features/profile/components/profile-edit-form';
import { ProfilePage } from '@/features/profile/components/profile-page';

/** /profile/profile-edit: after a save the user sees the profile with the new name. */
export function ProfileEditRoute() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  return (
    <ProfilePage title={t('edit.title')}>
      <ProfileEdit onSaved={() => void navigate(paths.profile.view)} />
    </ProfilePage>
  );
}
