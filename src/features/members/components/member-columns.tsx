import { Pencil } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import type { DataColumn } from '@/components/data-list-columns';
import { TruncatedText } from '@/components/truncated-text';
import { paths } from '@/config/paths';
import { memberFullName, type Member } from '../schemas';
import { MemberStatusAction } from './member-status-action';
import { MemberStatusBadge } from './member-status-badge';

function EditLink({ member }: { member: Member }) {
  const { t } = useTranslation('members');
  return (
    <Link
      to={paths.organizations.one(member.id)}
      aria-label={t('actions.editLabel', { name: memberFullName(member, t('ui:missing')) })}
      className={`${buttonClasses({ variant: 'gray-outline' })} h-8 px-3 text-xs`}
    >
      <Pencil aria-hidden className="size-4" />
      {t('actions.edit')}
    </Link>
  );
}

function SelfTag() {
  const { t } = useTranslation('members');
  return (
    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
      {t('list.you')}
    </span>
  );
}

export function useMemberColumns(): DataColumn<Member>[] {
  const { t } = useTranslation('members');
  return useMemo(() => {
    const missing = t('ui:missing');
    return [
      {
        id: 'name',
        header: t('fields.name'),
        card: 'title',
        className: 'font-medium text-slate-900',
        cell: (member) => (
          <>
            <TruncatedText text={member.name || missing} className="max-w-48" />
            {member.isSelf && <SelfTag />}
          </>
        ),
        // A card names the member once, in full.
        cardCell: (member) => (
          <>
            <TruncatedText text={memberFullName(member, missing)} />
            {member.isSelf && <SelfTag />}
          </>
        ),
      },
      {
        id: 'surname',
        header: t('fields.surname'),
        card: 'hidden',
        className: 'text-slate-900',
        cell: (member) => <TruncatedText text={member.surname || missing} className="max-w-48" />,
      },
      {
        id: 'email',
        header: t('fields.email'),
        card: 'lead',
        className: 'break-all',
        cell: (member) => member.email || missing,
      },
      {
        id: 'status',
        header: t('fields.status'),
        card: 'badge',
        cell: (member) => <MemberStatusBadge status={member.status} />,
      },
      {
        id: 'actions',
        header: t('fields.actions'),
        actions: true,
        cell: (member) => (
          <span className="flex flex-wrap justify-end gap-2">
            <EditLink member={member} />
            <MemberStatusAction member={member} compact />
          </span>
        ),
      },
    ];
  }, [t]);
}
