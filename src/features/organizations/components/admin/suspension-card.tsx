import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FactList } from '@/components/fact-list';
import { UnavailableOnServer } from '@/components/unavailable-on-server';
import { describeError } from '@/lib/api-error';
import { formatDate } from '@/lib/dates';
import { useFeatureAvailable } from '@/lib/server-features';
import { notify } from '@/lib/toast';
import { useUpdateSuspension } from '../../api/update-suspension';
import type { Organization, SuspensionInput } from '../../schemas';
import { FormAlert } from '@/components/form-alert';
import { organizationName } from '../organization-labels';
import { SuspendForm } from './suspend-form';

export function SuspensionCard({ organization }: { organization: Organization }) {
  const available = useFeatureAvailable('suspension');
  return available ? <SuspensionControls organization={organization} /> : <UnavailableOnServer />;
}

function SuspensionControls({ organization }: { organization: Organization }) {
  const { t } = useTranslation(['organizations', 'common']);
  const suspension = useUpdateSuspension();
  const [confirmLift, setConfirmLift] = useState(false);

  // Failures are caught here so the dialog closes and the card shows why, next to the button.
  const send = async (input: SuspensionInput, done: string) => {
    try {
      await suspension.mutateAsync({ id: organization.id, input });
      notify.success(done);
      return true;
    } catch {
      return false;
    }
  };

  return (
    <div className="grid gap-4">
      {suspension.isError && <FormAlert tone="error">{describeError(suspension.error, t)}</FormAlert>}
      {organization.suspended ? (
        <>
          <FactList
            facts={[
              {
                label: t('admin.suspension.reason'),
                value: organization.suspensionReason || t('ui:missing'),
              },
              {
                label: t('admin.suspension.lastDay'),
                value: organization.suspendedUntil
                  ? formatDate(organization.suspendedUntil)
                  : t('admin.suspension.untilLifted'),
              },
            ]}
          />
          <div>
            <Button variant="green" icon={PlayCircle} onClick={() => setConfirmLift(true)}>
              {t('admin.suspension.lift')}
            </Button>
          </div>
          <ConfirmDialog
            open={confirmLift}
            onOpenChange={setConfirmLift}
            title={t('admin.suspension.lift')}
            message={t('admin.suspension.confirmLift', { name: organizationName(t, organization) })}
            onConfirm={async () => {
              await send({ suspended: false, reason: '', until: null }, t('admin.suspension.lifted'));
            }}
          />
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('admin.suspension.activeText')}</p>
          <SuspendForm
            organizationName={organizationName(t, organization)}
            onSuspend={(input) => send(input, t('admin.suspension.suspended'))}
          />
        </>
      )}
    </div>
  );
}
