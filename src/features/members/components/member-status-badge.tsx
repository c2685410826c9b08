import { useTranslation } from 'react-i18next';
import type { Member } from '../schemas';

const COLOURS: Record<Member['status'], string> = {
  ACTIVE: 'bg-green-50 text-green-700 ring-green-200',
  INVITED: 'bg-amber-50 text-amber-800 ring-amber-200',
  DEACTIVATED: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** A member's user status: invited until the first sign-in with the temporary password. */
export function MemberStatusBadge({ status }: { status: Member['status'] }) {
  const { t } = useTranslation('members');
  return (
    <span
      data-status={status}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${COLOURS[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
