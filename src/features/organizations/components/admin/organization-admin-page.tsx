import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/dates';
import { useOrganization } from '../../api/get-organization';
import { AdminSection } from './admin-section';
import { OrganizationAdminForm } from './organization-admin-form';
import { SuspensionCard } from './suspension-card';
import { organizationName, organizationTypeLabel } from '../organization-labels';
import { orMissing } from '@/lib/display';
import { SuspensionStatus } from './suspension-status';

/** /organizations/update-organization/{id}: the admin edits one organisation and its suspension. */
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
        <div role="status" aria-busy="true" className="grid gap-6">
          <span className="sr-only">{t('common:loading')}</span>
          {[0, 1].map((card) => (
            <div
              key={card}
              aria-hidden
              className="grid gap-3 rounded-card border border-slate-200 bg-white p-5 shadow-card"
            >
              <SkeletonBlock className="h-5 w-48" />
              <SkeletonBlock className="h-10 w-full" />
              <SkeletonBlock className="h-10 w-full" />
              <SkeletonBlock className="h-10 w-2/3" />
            </div>
          ))}
        </div>
      ) : organization.isError ? (
        <div className="rounded-card border border-slate-200 bg-white shadow-card">
          {toApiError(organization.error).status === 404 ? (
            <EmptyState
              icon={<SearchX className="size-6" />}
              title={t('admin.notFound.title')}
              description={t('admin.notFound.text')}
              action={
                <Link to={paths.organizations.list} className={buttonClasses({ variant: 'primary' })}>
                  {t('admin.backToList')}
                </Link>
              }
            />
          ) : (
            <ErrorState error={organization.error} onRetry={() => void organization.refetch()} />
          )}
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-5">
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
          </div>
          <AdminSection title={t('admin.form.title')}>
            {/* Keyed by id: another organisation opened in place starts from its own values. */}
            <OrganizationAdminForm key={organization.data.id} organization={organization.data} />
          </AdminSection>
          <AdminSection title={t('admin.suspension.title')} description={t('admin.suspension.description')}>
            <SuspensionCard organization={organization.data} />
          </AdminSection>
        </>
      )}
    </div>
  );
}
