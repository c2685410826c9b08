import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import type { Organization } from '../../schemas';
import { SuspensionBadge } from '../suspension-badge';

export function SuspensionStatus({
  organization,
}: {
  organization: Pick<Organization, 'suspended' | 'suspendedUntil'>;
}) {
  const { t } = useTranslation('organizations');
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <SuspensionBadge suspended={organization.suspended} />
      {organization.suspended && (
        <span className="text-xs text-slate-500">
          {organization.suspendedUntil
            ? t('admin.suspension.until', { date: formatDate(organization.suspendedUntil) })
            : t('admin.suspension.untilLifted')}
        </span>
      )}
    </span>
  );
}
