import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DataList, type DataListEmpty } from '@/components/data-list';
import type { DataColumn } from '@/components/data-list-columns';
import { MissingValue } from '@/components/missing-value';
import { StatusBadge } from '@/components/status-badge';
import { NewInquiryLink } from '@/components/new-inquiry-link';
import { formatDate } from '@/lib/dates';
import { usePageChange } from '@/lib/use-page-change';
import { useInquiriesWithBids } from '../../api/get-inquiries-with-bids';
import type { InquiryBidsQuery, InquiryBidsRow } from '../../schemas';
import { BestPrices, BidCount, Lane, Mode, ViewBidsLink } from './inquiry-bids-cells';

type Props = {
  query: InquiryBidsQuery;
  onUpdate: (patch: Partial<InquiryBidsQuery>, options?: { replace?: boolean }) => void;
  onClearSearch: () => void;
};

const day = (value: string | undefined) => formatDate(value) || <MissingValue />;

function useInquiryBidsColumns(): DataColumn<InquiryBidsRow>[] {
  const { t } = useTranslation('inquiries-bids');
  return useMemo(
    () => [
      {
        id: 'code',
        header: t('columns.code'),
        card: 'title',
        className: 'whitespace-nowrap font-medium text-slate-900',
        cell: (row) => row.inquiryCode || <MissingValue />,
      },
      {
        id: 'route',
        header: t('columns.route'),
        card: 'lead',
        className: 'min-w-44',
        cell: (row) => <Lane row={row} />,
      },
      { id: 'mode', header: t('columns.mode'), cell: (row) => <Mode row={row} /> },
      {
        id: 'status',
        header: t('columns.status'),
        card: 'badge',
        // A status the app does not know shows raw in the neutral badge.
        cell: (row) => (row.status ? <StatusBadge status={row.status} /> : <MissingValue />),
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        // The creation day is the least needed column: it gives way before the action does.
        className: 'hidden whitespace-nowrap tabular-nums 2xl:table-cell',
        cell: (row) => day(row.createdAt),
      },
      {
        id: 'bids',
        header: t('columns.bids'),
        numeric: true,
        cell: (row) => (
          <span data-testid="bid-count">
            <BidCount row={row} />
          </span>
        ),
      },
      {
        id: 'bestPrice',
        header: t('columns.bestPrice'),
        numeric: true,
        card: 'wide',
        cell: (row) => <BestPrices row={row} />,
        cardCell: (row) => (
          <span className="mt-1 flex [&>ul]:items-start">
            <BestPrices row={row} />
          </span>
        ),
      },
      {
        id: 'lastBid',
        header: t('columns.lastBid'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (row) => day(row.lastBidAt),
      },
      {
        id: 'action',
        header: t('columns.action'),
        actions: true,
        cell: (row) => <ViewBidsLink row={row} />,
        // The action is full width on a card, for the thumb.
        cardCell: (row) => <ViewBidsLink row={row} fullWidth />,
      },
    ],
    [t],
  );
}

export function InquiryBidsList({ query, onUpdate, onClearSearch }: Props) {
  const { t } = useTranslation(['inquiries-bids', 'common']);
  const result = useInquiriesWithBids(query);
  const columns = useInquiryBidsColumns();
  const onPageChange = usePageChange(onUpdate);
  return (
    <DataList
      query={result}
      columns={columns}
      rowKey={(row) => row.id}
      caption={t('inquiries-bids:caption')}
      cardsBelow="lg"
      testId="inquiry-bids-table"
      cardsTestId="inquiry-bids-cards"
      rowAttributes={() => ({ 'data-testid': 'inquiry-bids-row' })}
      countLabel={(count) => t('inquiries-bids:resultCount', { count })}
      empty={emptyState(query, onUpdate, t)}
      filtered={
        !!query.search.trim() && {
          description: t('inquiries-bids:empty.noResultHint'),
          clearLabel: t('inquiries-bids:empty.clearSearch'),
          onClear: onClearSearch,
        }
      }
      page={query.page}
      onPageChange={onPageChange}
    />
  );
}

function emptyState(
  query: InquiryBidsQuery,
  onUpdate: Props['onUpdate'],
  t: (key: string) => string,
): DataListEmpty {
  if (query.withBids)
    return {
      title: t('common:empty.noBids'),
      description: t('inquiries-bids:empty.noBidsHint'),
      action: (
        <Button variant="outline" onClick={() => onUpdate({ withBids: false, page: 1 })}>
          {t('inquiries-bids:empty.showAll')}
        </Button>
      ),
    };
  return {
    title: t('common:empty.noInquiries'),
    description: t('inquiries-bids:empty.noInquiriesHint'),
    action: <NewInquiryLink>{t('inquiries-bids:empty.newInquiry')}</NewInquiryLink>,
  };
}
