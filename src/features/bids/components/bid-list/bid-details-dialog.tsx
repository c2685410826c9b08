import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { MAX_BID_UPDATES } from '@/config/limits';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import type { BidListItem } from '../../schemas';
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
  const { t, i18n } = useTranslation(['bid-list', 'bids', 'enums', 'common']);
  const none = t('bids:modal.none');
  const list = (codes: string[], ns: 'region' | 'insurance') =>
    codes.length ? codes.map((c) => t(`enums:${ns}.${c}`, { defaultValue: c })).join(', ') : none;

  return (
    <Modal
      open={bid !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('bid-list:details.title')}
      description={
        bid
          ? t('bid-list:details.description', { code: bid.inquiryCode, company: bid.organizationName })
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
              <span className="tabular-nums">{formatMoney(bid.value, bid.currency, i18n.language)}</span>
            </Row>
            <Row label={t('bid-list:details.lane')}>
              <Lane from={bid.from} to={bid.to} />
            </Row>
            {audience === 'admin' && <Row label={t('bid-list:columns.carrier')}>{bid.organizationName}</Row>}
            <Row label={t('bid-list:details.importer')}>{bid.importerName}</Row>
            <Row label={t('bids:modal.mot')}>{t(`enums:mot.${bid.shipmentMode}`)}</Row>
            <Row label={t('bids:modal.truckCount')}>{bid.truckCount ?? none}</Row>
            <Row label={t('bids:modal.regions')}>{list(bid.preferredRegions, 'region')}</Row>
            <Row label={t('bids:modal.insurance')}>{list(bid.insuranceTypes, 'insurance')}</Row>
            <Row label={t('bids:modal.certifications')}>{bid.certifications || none}</Row>
            <Row label={t('bid-list:details.notes')}>{bid.notes || none}</Row>
            <Row label={t('bid-list:details.updates')}>
              {t('bid-list:details.updatesValue', { used: bid.updateCount, max: MAX_BID_UPDATES })}
            </Row>
            <Row label={t('bid-list:details.createdAt')}>
              <time dateTime={bid.createdAt}>{formatDateTime(bid.createdAt)}</time>
            </Row>
            <Row label={t('bid-list:details.updatedAt')}>
              <time dateTime={bid.updatedAt}>{formatDateTime(bid.updatedAt)}</time>
            </Row>
          </dl>
          <BidHistoryTimeline bidId={bid.bidId} currency={bid.currency} />
        </>
      )}
    </Modal>
  );
}
