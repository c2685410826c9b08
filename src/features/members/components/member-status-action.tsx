import { UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SuspendableButton } from '@/components/suspended-action';
import { notify } from '@/lib/toast';
import { useUpdateMemberStatus } from '../api/update-member-status';
import { USER_STATUSES } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import { memberFullName, type Member } from '../schemas';

export function MemberStatusAction({ member, compact = false }: { member: Member; compact?: boolean }) {
  const { t } = useTranslation(['members', 'common']);
  const [open, setOpen] = useState(false);
  const setStatus = useUpdateMemberStatus();
  // An unknown status: what it allows is not known, so nothing is offered.
  if (member.isSelf || !isKnown(USER_STATUSES, member.status)) return null;

  const fullName = memberFullName(member, t('ui:missing'));
  const deactivating = member.status !== 'DEACTIVATED';
  const action = deactivating ? 'deactivate' : 'activate';

  // A refusal throws: the dialog stays open and says why.
  const confirm = async () => {
    await setStatus.mutateAsync({
      id: member.id,
      input: { status: deactivating ? 'DEACTIVATED' : 'ACTIVE' },
    });
    notify.success(t(`members:toast.${action}d`, { name: fullName }));
  };

  return (
    <>
      <SuspendableButton
        variant={deactivating ? 'gray-outline' : 'blue-light'}
        compact={compact}
        repeated={compact}
        icon={deactivating ? UserX : UserCheck}
        aria-label={t(`members:actions.${action}Label`, { name: fullName })}
        onClick={() => setOpen(true)}
      >
        {t(`members:actions.${action}`)}
      </SuspendableButton>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t(`members:confirm.${action}Title`)}
        message={t(`members:confirm.${action}Message`, { name: fullName })}
        onConfirm={confirm}
      />
    </>
  );
}
