import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { formatDate } from '@/lib/dates';
import { useCountries } from '@/lib/reference-data/get-countries';
import { useCurrentOrganization } from '../api/get-current-organization';
import { SuspensionBadge } from './suspension-badge';

/** The signed-in user's organisation, read-only (spec §3 organisation fields). */
export function OrganizationProfile() {
  const { t } = useTranslation(['organizations', 'nav']);
  const organization = useCurrentOrganization();
  const countries = useCountries();

  if (organization.isError)
    return <ErrorState error={organization.error} onRetry={() => void organization.refetch()} />;

  const org = organization.data;
  const country = org && countries.data?.find((c) => c.id === org.countryCode)?.name;
  const rows: Array<[string, React.ReactNode]> = org
    ? [
        [t('fields.companyName'), org.organizaName],
        [t('fields.taxNumber'), org.orgRegNumber],
        [
          t('fields.phone'),
          <span key="p" dir="ltr">
            {org.phoneNumber}
          </span>,
        ],
        [t('fields.country'), country ?? '—'],
        [t('fields.officialEmail'), org.orgOfficialMail],
        [t('fields.companyType'), t(`nav:roles.${org.organizationType}`)],
        [t('fields.activity'), org.activity || '—'],
        [t('fields.createdAt'), formatDate(org.createdAt)],
        [t('fields.status'), <SuspensionBadge key="s" suspended={org.suspended} />],
      ]
    : [];

  return (
    <section
      aria-labelledby="org-profile-title"
      className="rounded-card border border-slate-200 bg-white shadow-card"
    >
      <h2
        id="org-profile-title"
        className="border-b border-slate-200 px-5 py-4 text-base font-semibold text-slate-900"
      >
        {org?.organizaName ?? t('own.title')}
      </h2>
      <dl className="grid gap-x-8 gap-y-5 p-5 sm:grid-cols-2">
        {org
          ? rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
                <dd className="mt-1 break-words text-sm text-slate-900">{value}</dd>
              </div>
            ))
          : Array.from({ length: 8 }, (_, i) => (
              <div key={i} aria-hidden="true">
                <SkeletonBlock className="h-3 w-24" />
                <SkeletonBlock className="mt-2 h-4 w-40" />
              </div>
            ))}
      </dl>
    </section>
  );
}
