import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Dialog } from '@/components/dialog';
import { SuspendableButton, SuspendedReason } from '@/components/suspended-action';
import { describeError } from '@/lib/api-error';
import { useDecide } from '@/lib/permissions';
import { notify } from '@/lib/toast';
import { useAcceptBid } from '../api/accept-bid';
import { useRejectBid } from '../api/reject-bid';
import type { Bid } from '../schemas';
import { codeLabel, codeList, formatBidMoney } from './bid-format';
import { orMissing } from '@/lib/display';

type Props = { bid: Bid | null; onClose: () => void };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[minmax(0,11rem)_1fr] sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-sm font-medium text-slate-900 break-words">{children}</dd>
    </div>
  );
}

/** 'Təfərrüatlar': who bid and on what terms; the importer accepts or cancels it here. */
export function BidDecisionDialog({ bid, onClose }: Props) {
  const { t, i18n } = useTranslation(['bids', 'enums', 'common', 'errors', 'ui']);
  const [confirming, setConfirming] = useState<'accept' | 'cancel' | null>(null);
  // Both answers are refused while the organisation is suspended: off, with the reason said once.
  const suspended = useDecide()('bid:respond', bid ?? undefined) === 'suspended';
  const reasonId = useId();
  const decided = () => {
    setConfirming(null);
    onClose();
  };
  const accept = useAcceptBid({ successToast: t('bids:toast.accepted'), onSuccess: decided });
  const cancel = useRejectBid({ successToast: t('bids:toast.cancelled'), onSuccess: decided });

  const run = async () => {
    if (!bid) return;
    try {
      if (confirming === 'accept') await accept.mutateAsync(bid.bidId);
      else await cancel.mutateAsync(bid.key);
    } catch (error) {
      notify.error(describeError(error, t));
      setConfirming(null);
      throw error;
    }
  };

  return (
    <>
      <Dialog
        open={bid !== null}
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={t('bids:modal.title')}
        footer={
          <>
            {suspended && <SuspendedReason id={reasonId} className="basis-full sm:text-right" />}
            <SuspendableButton variant="red" reasonId={reasonId} onClick={() => setConfirming('cancel')}>
              {t('bids:actions.cancel')}
            </SuspendableButton>
            <SuspendableButton variant="green" reasonId={reasonId} onClick={() => setConfirming('accept')}>
              {t('bids:actions.accept')}
            </SuspendableButton>
          </>
        }
      >
        {bid && (
          <dl className="divide-y divide-slate-100">
            <Row label={t('bids:modal.name')}>{orMissing(t, bid.userName)}</Row>
            <Row label={t('bids:modal.surname')}>{orMissing(t, bid.userSurname)}</Row>
            {bid.certifications && <Row label={t('bids:modal.certifications')}>{bid.certifications}</Row>}
            <Row label={t('bids:modal.mot')}>
              {bid.shipmentMode ? codeLabel(t, 'mot', bid.shipmentMode) : t('ui:missing')}
            </Row>
            {bid.truckCount !== undefined && <Row label={t('bids:modal.truckCount')}>{bid.truckCount}</Row>}
            <Row label={t('bids:modal.regions')}>{codeList(t, 'region', bid.preferredRegions)}</Row>
            <Row label={t('bids:modal.insurance')}>{codeList(t, 'insurance', bid.insuranceTypes)}</Row>
            <Row label={t('bids:modal.amount')}>
              <span className="tabular-nums">{formatBidMoney(bid.value, bid.currency, i18n.language)}</span>
            </Row>
          </dl>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming === 'cancel' ? t('bids:confirm.cancelTitle') : t('bids:confirm.acceptTitle')}
        message={confirming === 'cancel' ? t('bids:confirm.cancelMessage') : t('bids:confirm.acceptMessage')}
        onConfirm={run}
        loading={accept.isPending || cancel.isPending}
      />
    </>
  );
}
