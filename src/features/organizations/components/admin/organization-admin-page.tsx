import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/card';
import { LoadFailedCard } from '@/components/load-failed-card';
import { SkeletonCards } from '@/components/skeleton-rows';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useOrganization } from '../../api/get-organization';
import { OrganizationAdminForm } from './organization-admin-form';
import { SuspensionCard } from './suspension-card';
import { organizationName, organizationTypeLabel } from '../organization-labels';
import { orMissing } from '@/lib/display';
import { SuspensionStatus } from './suspension-status';

export function OrganizationAdminPage({ id }: { id: number }) {
  const { t } = useTranslation(['organizations', 'nav', 'common']);
  const organization = useOrganization(id);

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('admin.title')}
        back={{ to: paths.organizations.list, label: t('admin.backToList') }}
      />
      {organization.isPending ? (
        <SkeletonCards cards={2} bars={['h-10 w-full', 'h-10 w-full', 'h-10 w-2/3']} />
      ) : organization.isError ? (
        <LoadFailedCard
          error={organization.error}
          onRetry={() => void organization.refetch()}
          notFound={{
            title: t('admin.notFound.title'),
            text: t('admin.notFound.text'),
            backTo: paths.organizations.list,
            backLabel: t('admin.backToList'),
          }}
        />
      ) : (
        <>
          <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
            <div className="min-w-0">
              <p className="break-words text-lg font-semibold text-slate-900">
                {organizationName(t, organization.data)}
              </p>
              <p className="mt-0.5 text-sm text-slate-600">
                {organizationTypeLabel(t, organization.data.organizationType)} ·{' '}
                {t('admin.since', { date: orMissing(t, formatDate(organization.data.createdAt)) })}
              </p>
            </div>
            <SuspensionStatus organization={organization.data} />
          </Card>
          <Card title={t('admin.form.title')}>
            <OrganizationAdminForm key={organization.data.id} organization={organization.data} />
          </Card>
          <Card title={t('admin.suspension.title')} description={t('admin.suspension.description')}>
            <SuspensionCard organization={organization.data} />
          </Card>
        </>
      )}
    </div>
  );
}
