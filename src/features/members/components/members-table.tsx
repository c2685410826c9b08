import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { cn } from '@/components/class-names';
import { SkeletonBlock, SkeletonRows } from '@/components/skeleton-rows';
import { paths } from '@/config/paths';
import { TruncatedText } from '@/components/truncated-text';
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

type MemberRowsProps = {
  /** Undefined while the first page loads: skeletons stand in. */
  members: Member[] | undefined;
  /** Rows are still to come: the shown ones (another filter's) stay, dimmed, and say they are busy. */
  busy: boolean;
};

const dimmed = 'opacity-60 transition-opacity';

/** Desk layout: one row per member. `members` undefined means still loading. */
export function MembersTable({ members, busy }: MemberRowsProps) {
  const { t } = useTranslation('members');
  return (
    <div className={cn('relative overflow-x-auto contain-inline-size', busy && members && dimmed)}>
      <table className="w-full text-left text-sm" aria-busy={busy} data-testid="members-table">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-3 sm:px-5">
              {t('fields.name')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('fields.surname')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('fields.email')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('fields.status')}
            </th>
            <th scope="col" className="px-4 py-3 text-right sm:px-5">
              {t('fields.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {members ? (
            members.map((member) => (
              <tr key={member.id} data-testid="member-row">
                <td className="px-4 py-3 font-medium text-slate-900 sm:px-5">
                  <TruncatedText text={member.name || t('ui:missing')} className="max-w-48" />
                  {member.isSelf && <SelfTag />}
                </td>
                <td className="px-4 py-3 text-slate-900">
                  <TruncatedText text={member.surname || t('ui:missing')} className="max-w-48" />
                </td>
                <td className="break-all px-4 py-3 text-slate-700">{member.email || t('ui:missing')}</td>
                <td className="px-4 py-3">
                  <MemberStatusBadge status={member.status} />
                </td>
                <td className="px-4 py-3 sm:px-5">
                  <div className="flex justify-end gap-2">
                    <EditLink member={member} />
                    <MemberStatusAction member={member} compact />
                  </div>
                </td>
              </tr>
            ))
          ) : (
            <SkeletonRows rows={5} columns={5} />
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Phone layout: the same members as cards. */
export function MemberCards({ members, busy }: MemberRowsProps) {
  const { t } = useTranslation('members');
  if (!members)
    return (
      <ul aria-busy className="grid gap-3 p-3">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} aria-hidden className="rounded-lg border border-slate-200 p-3">
            <SkeletonBlock className="h-4 w-40" />
            <SkeletonBlock className="mt-2 h-3 w-56" />
          </li>
        ))}
      </ul>
    );
  return (
    <ul
      aria-label={t('list.caption')}
      aria-busy={busy}
      className={cn('grid grid-cols-1 gap-3 p-3', busy && dimmed)}
    >
      {members.map((member) => (
        <li
          key={member.id}
          data-testid="member-row"
          className="grid gap-3 rounded-lg border border-slate-200 p-3"
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                <TruncatedText text={memberFullName(member, t('ui:missing'))} />
                {member.isSelf && <SelfTag />}
              </p>
              <p className="break-all text-sm text-slate-600">{member.email || t('ui:missing')}</p>
            </div>
            <MemberStatusBadge status={member.status} />
          </div>
          <div className="flex flex-wrap gap-2">
            <EditLink member={member} />
            <MemberStatusAction member={member} compact />
          </div>
        </li>
      ))}
    </ul>
  );
}
