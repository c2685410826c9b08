import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_BID_UPDATES } from '@/config/limits';
import { formatDate } from '@/lib/dates';
import type { BidListItem } from '../../schemas';
import { formatBidMoney } from '../bid-format';
import { orMissing } from '@/lib/display';
import { ModeIcon } from '@/components/mode-icon';
import { BidStatusBadge } from '../bid-status-badge';
import { BidActions, InquiryCodeLink, Lane, type BidAudience } from './bid-cells';
import type { DataColumn } from '@/components/data-list-columns';

const COLUMNS = {
  carrier: ['inquiry', 'lane', 'importer', 'mode', 'price', 'status', 'createdAt', 'updates', 'actions'],
  admin: ['inquiry', 'carrier', 'importer', 'lane', 'price', 'status', 'createdAt', 'actions'],
} as const satisfies Record<BidAudience, readonly string[]>;

export type BidColumnId = (typeof COLUMNS)[BidAudience][number];
export type BidColumn = DataColumn<BidListItem, BidColumnId>;

export function useBidColumns(audience: BidAudience, onDetails: (bid: BidListItem) => void): BidColumn[] {
  const { t, i18n } = useTranslation(['bid-list', 'common', 'ui']);
  return useMemo(() => {
    const all: Record<BidColumnId, Omit<BidColumn, 'id'>> = {
      inquiry: {
        header: t('bid-list:columns.inquiry'),
        card: 'title',
        cell: (bid) => <InquiryCodeLink bid={bid} audience={audience} />,
      },
      lane: {
        header: t('bid-list:columns.lane'),
        card: 'lead',
        className: 'min-w-44',
        cell: (bid) => <Lane from={bid.from} to={bid.to} />,
      },
      importer: { header: t('bid-list:columns.importer'), cell: (bid) => orMissing(t, bid.importerName) },
      carrier: { header: t('bid-list:columns.carrier'), cell: (bid) => orMissing(t, bid.organizationName) },
      mode: {
        header: t('bid-list:columns.mode'),
        cell: (bid) => <ModeIcon mode={bid.shipmentMode} withLabel />,
      },
      price: {
        header: t('bid-list:columns.price'),
        numeric: true,
        cell: (bid) => (
          <span className="whitespace-nowrap font-medium tabular-nums text-slate-900">
            {formatBidMoney(bid.value, bid.currency, i18n.language)}
          </span>
        ),
      },
      status: {
        header: t('bid-list:columns.status'),
        card: 'badge',
        cell: (bid) => <BidStatusBadge status={bid.status} />,
      },
      createdAt: {
        header: t('bid-list:columns.createdAt'),
        cell: (bid) => (
          <span className="whitespace-nowrap tabular-nums">{orMissing(t, formatDate(bid.createdAt))}</span>
        ),
      },
      updates: {
        header: t('bid-list:columns.updates'),
        numeric: true,
        cell: (bid) => (
          <span className="tabular-nums">
            {t('bid-list:details.updatesValue', {
              used: orMissing(t, bid.updateCount),
              max: MAX_BID_UPDATES,
            })}
          </span>
        ),
      },
      actions: {
        header: t('bid-list:columns.actions'),
        actions: true,
        cell: (bid) => <BidActions bid={bid} audience={audience} onDetails={onDetails} />,
      },
    };
    return COLUMNS[audience].map((id) => ({ id, ...all[id] }));
  }, [audience, onDetails, t, i18n.language]);
}
