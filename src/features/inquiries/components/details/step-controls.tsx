import { Check, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SuspendableButton, SuspendedReason } from '@/components/suspended-action';
import { describeError } from '@/lib/api-error';
import { FormAlert } from '@/components/form-alert';
import type { ShipmentStep } from '@/config/enums';
import { useDecide } from '@/lib/permissions';
import { useUpdateInquirySteps } from '../../api/update-inquiry-steps';
import type { InquiryDetail } from '../../schemas';
import { stepProgress } from './shipment-steps';

export function StepControls({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation(['inquiry-details', 'enums']);
  const update = useUpdateInquirySteps({ successToast: t('inquiry-details:steps.saved') });
  const { next, lastDone } = stepProgress(inquiry.steps);
  const pending = update.isPending ? update.variables : null;
  // Both are refused while the organisation is suspended: off, with the reason said once.
  const suspended = useDecide()('shipment:updateSteps') === 'suspended';
  const reasonId = useId();
  // Each button spins only for its own request.
  const sends = (step: ShipmentStep, done: boolean) => ({
    reasonId,
    loading: pending?.done === done,
    disabled: update.isPending,
    onClick: () => update.mutate({ id: inquiry.id, step, done }),
  });

  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-600">{t('inquiry-details:steps.carrierHint')}</p>
      {suspended && <SuspendedReason id={reasonId} />}
      {update.isError && <FormAlert tone="error">{describeError(update.error, t)}</FormAlert>}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {next ? (
          <SuspendableButton variant="green" icon={Check} {...sends(next.step, true)}>
            {t('inquiry-details:steps.markDone', { step: t(`enums:step.${next.step}`) })}
          </SuspendableButton>
        ) : (
          <p className="text-sm font-medium text-green-700">{t('inquiry-details:steps.allDone')}</p>
        )}
        {lastDone && (
          <SuspendableButton variant="gray-outline" icon={Undo2} {...sends(lastDone.step, false)}>
            {t('inquiry-details:steps.undo', { step: t(`enums:step.${lastDone.step}`) })}
          </SuspendableButton>
        )}
      </div>
    </div>
  );
}
