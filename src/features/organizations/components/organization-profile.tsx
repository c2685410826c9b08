import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { SuspendedAction } from '@/components/suspended-action';
import { ErrorState } from '@/components/error-state';
import { SkeletonBlock, SkeletonFields } from '@/components/skeleton-rows';
import { Card } from '@/components/card';
import { FactList, type Fact } from '@/components/fact-list';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useCountries } from '@/lib/reference-data/get-countries';
import { useCurrentOrganization } from '../api/get-current-organization';
import type { CurrentOrganization } from '../schemas';
import { organizationTypeLabel } from './organization-labels';
import { orMissing } from '@/lib/display';
import { SuspensionBadge } from './suspension-badge';

export function OrganizationProfile() {
  const { t } = useTranslation(['organizations', 'nav']);
  const organization = useCurrentOrganization();

  if (organization.isError)
    return (
      <Card as="section">
        <ErrorState error={organization.error} onRetry={() => void organization.refetch()} />
      </Card>
    );

  const org = organization.data;
  const edit = org?.suspended ? (
    <SuspendedAction variant="outline" icon={Pencil}>
      {t('own.edit')}
    </SuspendedAction>
  ) : (
    <Link to={paths.organizations.edit} className={buttonClasses({ variant: 'outline' })}>
      <Pencil aria-hidden className="size-4" />
      {t('own.edit')}
    </Link>
  );
  return (
    <Card title={org?.organizaName || t('own.profileHeading')} actions={edit} aria-busy={!org}>
      {org ? <ProfileFacts org={org} /> : <SkeletonFields fields={9} />}
    </Card>
  );
}

function ProfileFacts({ org }: { org: CurrentOrganization }) {
  const { t } = useTranslation(['organizations', 'nav']);
  const countries = useCountries();
  const country = countries.data?.find((c) => c.id === org.countryCode)?.name;
  const countryPending = countries.isPending && org.countryCode !== undefined;
  const facts: Fact[] = [
    { label: t('fields.companyName'), value: orMissing(t, org.organizaName) },
    { label: t('fields.taxNumber'), value: orMissing(t, org.orgRegNumber) },
    { label: t('fields.phone'), value: <span dir="ltr">{orMissing(t, org.phoneNumber)}</span> },
    {
      label: t('fields.country'),
      value: countryPending ? <SkeletonBlock className="h-4 w-28" /> : orMissing(t, country),
    },
    { label: t('fields.officialEmail'), value: orMissing(t, org.orgOfficialMail) },
    { label: t('fields.companyType'), value: organizationTypeLabel(t, org.organizationType) },
    { label: t('fields.activity'), value: orMissing(t, org.activity) },
    { label: t('fields.createdAt'), value: orMissing(t, formatDate(org.createdAt)) },
    { label: t('fields.status'), value: <SuspensionBadge suspended={org.suspended} /> },
  ];
  return <FactList facts={facts} />;
}
