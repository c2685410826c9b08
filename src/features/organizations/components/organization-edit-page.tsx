import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { ErrorState } from '@/components/error-state';
import { SkeletonFields } from '@/components/skeleton-rows';
import { paths } from '@/config/paths';
import { useCurrentOrganization } from '../api/get-current-organization';
import { OrganizationEditForm } from './organization-edit-form';
import { SuspensionNotice } from './suspension-notice';

export function OrganizationEditPage({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation(['organizations', 'common']);
  const organization = useCurrentOrganization();
  const org = organization.data;

  return (
    <div className="grid max-w-2xl gap-6">
      <PageHeader
        title={t('organizations:edit.title')}
        subtitle={t('organizations:edit.subtitle')}
        back={{ to: paths.organizations.own, label: t('organizations:edit.back') }}
      />
      <Card
        as="section"
        aria-label={t('organizations:edit.title')}
        aria-busy={organization.isPending}
        className="grid gap-5 p-5"
      >
        {organization.isError ? (
          <ErrorState error={organization.error} onRetry={() => void organization.refetch()} />
        ) : org ? (
          <>
            {org.suspended && <SuspensionNotice reason={org.suspensionReason} until={org.suspendedUntil} />}
            <OrganizationEditForm key={org.id} organization={org} onSaved={onSaved} />
          </>
        ) : (
          <SkeletonFields fields={5} />
        )}
      </Card>
    </div>
  );
}
