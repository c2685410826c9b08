import { useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Dialog } from '@/components/dialog';
import { SuspendableButton, SuspendedReason } from '@/components/suspended-action';
import { MAX_BID_UPDATES } from '@/config/limits';
import { describeError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { orMissing } from '@/lib/display';
import { useDecide } from '@/lib/permissions';
import { notify } from '@/lib/toast';
import { useAcceptBid } from '../api/accept-bid';
import { useRejectBid } from '../api/reject-bid';
import type { Bid, BidListItem } from '../schemas';
import type { BidDetailsOpener } from './bid-details-opener';
import { BidBreakdown } from './bid-breakdown';
import { CarrierRating } from './carrier-rating';
import { codeLabel, codeList, formatBidMoney, formatTransit } from './bid-format';
import { BidHistoryTimeline } from './bid-list/bid-history-timeline';
import { Lane } from './bid-list/bid-cells';
import { BidStatusBadge } from './bid-status-badge';

type Props =
  | { audience: 'importer'; bid: Bid | null; onClose: () => void }
  | { audience: 'carrier' | 'admin'; bid: BidListItem | null; onClose: () => void };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[minmax(0,11rem)_1fr] sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="break-words text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

type HostProps =
  | { audience: 'importer'; opener: BidDetailsOpener<Bid> }
  | { audience: 'carrier' | 'admin'; opener: BidDetailsOpener<BidListItem> };

/** The details dialog of the bid its opener was last given, closed until then. */
export function BidDetailsHost(props: HostProps) {
  const [bid, setBid] = useState<Bid | BidListItem | null>(null);
  const { opener } = props;
  useLayoutEffect(() => (opener as BidDetailsOpener<Bid | BidListItem>).attach(setBid), [opener]);
  const onClose = () => setBid(null);
  return props.audience === 'importer' ? (
    <BidDetailsDialog audience="importer" bid={bid} onClose={onClose} />
  ) : (
    <BidDetailsDialog audience={props.audience} bid={bid as BidListItem | null} onClose={onClose} />
  );
}

export function BidDetailsDialog(props: Props) {
  const { t } = useTranslation(['bid-list', 'bids', 'enums', 'common', 'errors', 'ui']);
  const { bid, onClose } = props;
  return (
    <Dialog
      open={bid !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={props.audience === 'importer' ? t('bids:modal.title') : t('bid-list:details.title')}
      description={
        props.bid && props.audience !== 'importer'
          ? t('bid-list:details.description', {
              code: orMissing(t, props.bid.inquiryCode),
              company: orMissing(t, props.bid.organizationName),
            })
          : null
      }
      footer={
        props.audience === 'importer' ? (
          props.bid && <BidDecision bid={props.bid} onDecided={onClose} />
        ) : (
          <Button variant="gray-outline" onClick={onClose}>
            {t('common:actions.close')}
          </Button>
        )
      }
    >
      {props.bid &&
        (props.audience === 'importer' ? (
          <SpecRows bid={props.bid} />
        ) : (
          <RecordRows bid={props.bid} audience={props.audience} />
        ))}
    </Dialog>
  );
}

function SpecRows({ bid }: { bid: Bid }) {
  const { t } = useTranslation(['bids', 'ui']);
  return (
    <dl className="divide-y divide-slate-100">
      <Row label={t('bids:modal.name')}>{orMissing(t, bid.userName)}</Row>
      <Row label={t('bids:modal.surname')}>{orMissing(t, bid.userSurname)}</Row>
      {bid.certifications && <Row label={t('bids:modal.certifications')}>{bid.certifications}</Row>}
      <TermsRows bid={bid} />
      <PriceRows bid={bid} />
    </dl>
  );
}

/** The mode, trucks, regions and cover; a list row says 'none' for trucks the spec's answer leaves out. */
function TermsRows({ bid, everyRow = false }: { bid: Bid; everyRow?: boolean }) {
  const { t } = useTranslation(['bids', 'enums', 'ui']);
  return (
    <>
      <Row label={t('bids:modal.mot')}>
        {bid.shipmentMode ? codeLabel(t, 'mot', bid.shipmentMode) : t('ui:missing')}
      </Row>
      {(everyRow || bid.truckCount !== undefined) && (
        <Row label={t('bids:modal.truckCount')}>{bid.truckCount ?? t('bids:modal.none')}</Row>
      )}
      <Row label={t('bids:modal.regions')}>{codeList(t, 'region', bid.preferredRegions)}</Row>
      <Row label={t('bids:modal.insurance')}>{codeList(t, 'insurance', bid.insuranceTypes)}</Row>
    </>
  );
}

function PriceRows({ bid }: { bid: Bid }) {
  const { t, i18n } = useTranslation(['bids']);
  return (
    <>
      <Row label={t('bids:modal.amount')}>
        <span className="tabular-nums">{formatBidMoney(bid.value, bid.currency, i18n.language)}</span>
      </Row>
      {bid.breakdown.length > 0 && (
        <Row label={t('bids:modal.breakdown')}>
          <BidBreakdown lines={bid.breakdown} value={bid.value} currency={bid.currency} />
        </Row>
      )}
      {bid.transitDays !== undefined && (
        <Row label={t('bids:modal.transit')}>{formatTransit(t, bid.transitDays)}</Row>
      )}
      {bid.carrierRating && bid.carrierRating.count > 0 && (
        <Row label={t('bids:modal.ratingRow')}>
          <CarrierRating rating={bid.carrierRating} />
        </Row>
      )}
    </>
  );
}

function RecordRows({ bid, audience }: { bid: BidListItem; audience: 'carrier' | 'admin' }) {
  const { t } = useTranslation(['bid-list', 'bids', 'enums', 'ui']);
  const none = t('bids:modal.none');
  const when = (at: string | undefined) => <time dateTime={at}>{orMissing(t, formatDateTime(at))}</time>;
  return (
    <>
      <dl className="divide-y divide-slate-100">
        <Row label={t('bid-list:details.status')}>
          <BidStatusBadge status={bid.status} />
        </Row>
        <PriceRows bid={bid} />
        <Row label={t('bid-list:details.lane')}>
          <Lane from={bid.from} to={bid.to} />
        </Row>
        {audience === 'admin' && (
          <Row label={t('bid-list:columns.carrier')}>{orMissing(t, bid.organizationName)}</Row>
        )}
        <Row label={t('bid-list:details.importer')}>{orMissing(t, bid.importerName)}</Row>
        <TermsRows bid={bid} everyRow />
        <Row label={t('bids:modal.certifications')}>{bid.certifications || none}</Row>
        <Row label={t('bid-list:details.notes')}>{bid.notes || none}</Row>
        <Row label={t('bid-list:details.updates')}>
          {t('bid-list:details.updatesValue', { used: orMissing(t, bid.updateCount), max: MAX_BID_UPDATES })}
        </Row>
        <Row label={t('bid-list:details.createdAt')}>{when(bid.createdAt)}</Row>
        <Row label={t('bid-list:details.updatedAt')}>{when(bid.updatedAt)}</Row>
      </dl>
      <BidHistoryTimeline bidId={bid.bidId} currency={bid.currency ?? ''} />
    </>
  );
}

function BidDecision({ bid, onDecided }: { bid: Bid; onDecided: () => void }) {
  const { t } = useTranslation(['bids', 'common', 'errors']);
  const [confirming, setConfirming] = useState<'accept' | 'cancel' | null>(null);
  // Both answers are refused while the organisation is suspended: off, with the reason said once.
  const suspended = useDecide()('bid:respond', bid) === 'suspended';
  const reasonId = useId();
  const done = () => {
    setConfirming(null);
    onDecided();
  };
  const accept = useAcceptBid({ successToast: t('bids:toast.accepted'), onSuccess: done });
  const cancel = useRejectBid({ successToast: t('bids:toast.cancelled'), onSuccess: done });

  const run = async () => {
    try {
      if (confirming === 'accept') await accept.mutateAsync(bid.bidId);
      else await cancel.mutateAsync(bid.key);
    } catch (error) {
      // Back to the details, the bid still pending, with the server's reason.
      notify.error(describeError(error, t));
      setConfirming(null);
      throw error;
    }
  };

  return (
    <>
      {suspended && <SuspendedReason id={reasonId} className="basis-full sm:text-right" />}
      <SuspendableButton variant="red" reasonId={reasonId} onClick={() => setConfirming('cancel')}>
        {t('bids:actions.cancel')}
      </SuspendableButton>
      <SuspendableButton variant="green" reasonId={reasonId} onClick={() => setConfirming('accept')}>
        {t('bids:actions.accept')}
      </SuspendableButton>
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
