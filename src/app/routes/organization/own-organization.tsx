import { useTranslation } from 'react-i18next';
import { OrganizationProfile } from '@/features/organizations/components/organization-profile';

export function OwnOrganizationRoute() {
  const { t } = useTranslation('organizations');
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{t('own.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('own.subtitle')}</p>
      </header>
      <OrganizationProfile />
    </div>
  );
}
