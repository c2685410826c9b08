import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { SuspendedAction } from '@/components/suspended-action';
import { ErrorState } from '@/components/error-state';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useCountries } from '@/lib/reference-data/get-countries';
import { useCurrentOrganization } from '../api/get-current-organization';
import type { CurrentOrganization } from '../schemas';
import { organizationTypeLabel } from './organization-labels';
import { orMissing } from '@/lib/display';
import { SuspensionBadge } from './suspension-badge';

/** The signed-in user's organisation, read-only (spec §3 organisation fields), with the way to edit it. */
export function OrganizationProfile() {
  const { t } = useTranslation(['organizations', 'nav']);
  const organization = useCurrentOrganization();

  if (organization.isError)
    return (
      <section className="rounded-card border border-slate-200 bg-white shadow-card">
        <ErrorState error={organization.error} onRetry={() => void organization.refetch()} />
      </section>
    );

  const org = organization.data;
  return (
    <section
      aria-labelledby="org-profile-title"
      aria-busy={!org}
      className="rounded-card border border-slate-200 bg-white shadow-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <h2 id="org-profile-title" className="text-base font-semibold text-slate-900">
          {org?.organizaName || t('own.profileHeading')}
        </h2>
        {org?.suspended ? (
          <SuspendedAction variant="outline" leftIcon={<Pencil aria-hidden className="size-4" />}>
            {t('own.edit')}
          </SuspendedAction>
        ) : (
          <Link to={paths.organizations.edit} className={buttonClasses({ variant: 'outline' })}>
            <Pencil aria-hidden className="size-4" />
            {t('own.edit')}
          </Link>
        )}
      </div>
      {/* A suspension's reason and last day: the app layout's banner, on every page (app/layouts). */}
      <dl className="grid gap-x-8 gap-y-5 p-5 sm:grid-cols-2">
        {org ? <ProfileRows org={org} /> : <ProfileSkeleton />}
      </dl>
    </section>
  );
}

function ProfileRows({ org }: { org: CurrentOrganization }) {
  const { t } = useTranslation(['organizations', 'nav']);
  const countries = useCountries();
  const country = countries.data?.find((c) => c.id === org.countryCode)?.name;
  const rows: Array<[string, ReactNode]> = [
    [t('fields.companyName'), orMissing(t, org.organizaName)],
    [t('fields.taxNumber'), orMissing(t, org.orgRegNumber)],
    [t('fields.phone'), <span dir="ltr">{orMissing(t, org.phoneNumber)}</span>],
    [
      t('fields.country'),
      countries.isPending && org.countryCode !== undefined ? (
        <SkeletonBlock className="h-4 w-28" />
      ) : (
        orMissing(t, country)
      ),
    ],
    [t('fields.officialEmail'), orMissing(t, org.orgOfficialMail)],
    [t('fields.companyType'), organizationTypeLabel(t, org.organizationType)],
    [t('fields.activity'), orMissing(t, org.activity)],
    [t('fields.createdAt'), orMissing(t, formatDate(org.createdAt))],
    [t('fields.status'), <SuspensionBadge suspended={org.suspended} />],
  ];
  return rows.map(([label, value]) => (
    <div key={label}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-900">{value}</dd>
    </div>
  ));
}

function ProfileSkeleton() {
  return Array.from({ length: 9 }, (_, i) => (
    <div key={i} aria-hidden>
      <SkeletonBlock className="h-3 w-24" />
      <SkeletonBlock className="mt-2 h-4 w-40" />
    </div>
  ));
}
