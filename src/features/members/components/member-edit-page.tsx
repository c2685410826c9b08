import { UserRoundX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SkeletonFields } from '@/components/skeleton-rows';
import { toApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/dates';
import { useMember } from '../api/get-member';
import { memberFullName } from '../schemas';
import { MemberEditForm } from './member-edit-form';
import { MemberStatusAction } from './member-status-action';
import { MemberStatusBadge } from './member-status-badge';
import { Card } from '@/components/card';

export function MemberEditPage({ memberId, backTo }: { memberId: number | null; backTo: string }) {
  const { t } = useTranslation(['members', 'common']);
  // An id that is no number is not asked for: it cannot name a member.
  const member = useMember(memberId);
  const notFound = memberId === null || (member.isError && toApiError(member.error).status === 404);

  return (
    <div className="grid max-w-2xl gap-6">
      <PageHeader title={t('members:edit.title')} back={{ to: backTo, label: t('members:edit.back') }} />
      <Card
        as="section"
        aria-label={t('members:edit.title')}
        aria-busy={member.isPending && !notFound}
        className="grid gap-5 p-5"
      >
        {notFound ? (
          <EmptyState
            icon={<UserRoundX aria-hidden className="size-6" />}
            title={t('members:edit.notFoundTitle')}
            description={t('members:edit.notFoundText')}
            action={
              <Link to={backTo} className={buttonClasses({ variant: 'outline' })}>
                {t('members:edit.back')}
              </Link>
            }
          />
        ) : member.isError ? (
          <ErrorState error={member.error} onRetry={() => void member.refetch()} />
        ) : member.data ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 pb-4">
              <div className="grid gap-1">
                <p className="font-medium text-slate-900">{memberFullName(member.data, t('ui:missing'))}</p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <span>{t('members:fields.status')}:</span>
                  <MemberStatusBadge status={member.data.status} />
                  <span aria-hidden>·</span>
                  <span>
                    {t('members:edit.addedOn', {
                      date: formatDate(member.data.createdAt) || t('ui:missing'),
                    })}
                  </span>
                </p>
              </div>
              {member.data.isSelf ? (
                <p className="text-sm text-slate-600">{t('members:edit.selfNote')}</p>
              ) : (
                <MemberStatusAction member={member.data} />
              )}
            </div>
            <MemberEditForm key={member.data.id} member={member.data} />
          </>
        ) : (
          <SkeletonFields fields={4} />
        )}
      </Card>
    </div>
  );
}
