import { useTranslation } from 'react-i18next';
import { UNKNOWN_STATUS_COLOUR } from '@/components/status-badge';
import { USER_STATUSES } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import type { Member } from '../schemas';

const COLOURS: Record<(typeof USER_STATUSES)[number], string> = {
  ACTIVE: 'bg-green-50 text-green-700 ring-green-200',
  INVITED: 'bg-amber-50 text-amber-800 ring-amber-200',
  DEACTIVATED: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function MemberStatusBadge({ status }: { status: Member['status'] }) {
  const { t } = useTranslation('members');
  const known = isKnown(USER_STATUSES, status);
  if (status === undefined) return <span className="text-slate-500">{t('ui:missing')}</span>;
  return (
    <span
      data-status={status}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${known ? COLOURS[status] : UNKNOWN_STATUS_COLOUR}`}
    >
      {known ? t(`status.${status}`) : status}
    </span>
  );
}
