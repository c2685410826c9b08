import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { MAX_BID_UPDATES } from '@/config/limits';
import { formatDateTime } from '@/lib/dates';
import type { BidListItem } from '../../schemas';
import { codeLabel, codeList, formatBidMoney } from '../bid-format';
import { orMissing } from '@/lib/display';
import { BidStatusBadge } from '../bid-status-badge';
import { BidHistoryTimeline } from './bid-history-timeline';
import { Lane } from './bid-cells';

type Props = {
  bid: BidListItem | null;
  onClose: () => void;
  /** The carrier's own bids name the importer; the admin's name both sides. */
  audience: 'carrier' | 'admin';
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[minmax(0,11rem)_1fr] sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="break-words text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** 'Bid details': the bid's terms as they stand, and below them how it got there. */
export function BidDetailsDialog({ bid, onClose, audience }: Props) {
  const { t, i18n } = useTranslation(['bid-list', 'bids', 'enums', 'common', 'ui']);
  const none = t('bids:modal.none');

  return (
    <Dialog
      open={bid !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('bid-list:details.title')}
      description={
        bid
          ? t('bid-list:details.description', {
              code: orMissing(t, bid.inquiryCode),
              company: orMissing(t, bid.organizationName),
            })
          : null
      }
      footer={
        <Button variant="gray-outline" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
      }
    >
      {bid && (
        <>
          <dl className="divide-y divide-slate-100">
            <Row label={t('bid-list:details.status')}>
              <BidStatusBadge status={bid.status} />
            </Row>
            <Row label={t('bids:modal.amount')}>
              <span className="tabular-nums">{formatBidMoney(bid.value, bid.currency, i18n.language)}</span>
            </Row>
            <Row label={t('bid-list:details.lane')}>
              <Lane from={bid.from} to={bid.to} />
            </Row>
            {audience === 'admin' && (
              <Row label={t('bid-list:columns.carrier')}>{orMissing(t, bid.organizationName)}</Row>
            )}
            <Row label={t('bid-list:details.importer')}>{orMissing(t, bid.importerName)}</Row>
            <Row label={t('bids:modal.mot')}>
              {bid.shipmentMode ? codeLabel(t, 'mot', bid.shipmentMode) : t('ui:missing')}
            </Row>
            <Row label={t('bids:modal.truckCount')}>{bid.truckCount ?? none}</Row>
            <Row label={t('bids:modal.regions')}>{codeList(t, 'region', bid.preferredRegions)}</Row>
            <Row label={t('bids:modal.insurance')}>{codeList(t, 'insurance', bid.insuranceTypes)}</Row>
            <Row label={t('bids:modal.certifications')}>{bid.certifications || none}</Row>
            <Row label={t('bid-list:details.notes')}>{bid.notes || none}</Row>
            <Row label={t('bid-list:details.updates')}>
              {t('bid-list:details.updatesValue', {
                used: orMissing(t, bid.updateCount),
                max: MAX_BID_UPDATES,
              })}
            </Row>
            <Row label={t('bid-list:details.createdAt')}>
              <time dateTime={bid.createdAt}>{orMissing(t, formatDateTime(bid.createdAt))}</time>
            </Row>
            <Row label={t('bid-list:details.updatedAt')}>
              <time dateTime={bid.updatedAt}>{orMissing(t, formatDateTime(bid.updatedAt))}</time>
            </Row>
          </dl>
          <BidHistoryTimeline bidId={bid.bidId} currency={bid.currency ?? ''} />
        </>
      )}
    </Dialog>
  );
}
