import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { SkeletonBlock, SkeletonRows } from '@/components/skeleton-rows';
import { formatDate } from '@/lib/dates';
import type { InquiryBidsRow } from '../../schemas';
import { MissingValue } from '@/components/missing-value';
import { BestPrices, BidCount, Code, Lane, Mode, Status, ViewBidsLink } from './inquiry-bids-cells';

type ListProps = {
  /** Undefined while the first page loads: skeletons stand in. */
  rows: InquiryBidsRow[] | undefined;
  /** A newer page is on its way: the shown one stays, dimmed. */
  busy: boolean;
};

const th = 'px-3 py-3 font-medium';
const td = 'px-3 py-3';
const COLUMNS = ['code', 'route', 'mode', 'status', 'createdAt', 'bids', 'bestPrice', 'lastBid'] as const;

/** On a desk: one row per inquiry, numbers right-aligned. */
export function InquiryBidsTable({ rows, busy }: ListProps) {
  const { t } = useTranslation('inquiries-bids');
  return (
    <div
      className={cn(
        'relative overflow-x-auto contain-inline-size',
        busy && rows && 'opacity-60 transition-opacity',
      )}
    >
      <table data-testid="inquiry-bids-table" aria-busy={busy} className="w-full text-left text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={cn(
                  th,
                  (column === 'bestPrice' || column === 'bids') && 'text-right',
                  // The creation day is the least needed column: it gives way before the action does.
                  column === 'createdAt' && 'hidden 2xl:table-cell',
                )}
              >
                {t(`columns.${column}`)}
              </th>
            ))}
            <th scope="col" className={th}>
              <span className="sr-only">{t('columns.action')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows ? (
            rows.map((row) => (
              <tr key={row.id} data-testid="inquiry-bids-row" className="hover:bg-slate-50">
                <td className={cn(td, 'whitespace-nowrap font-medium text-slate-900')}>
                  <Code row={row} />
                </td>
                <td className={cn(td, 'min-w-44')}>
                  <Lane row={row} />
                </td>
                <td className={td}>
                  <Mode row={row} />
                </td>
                <td className={td}>
                  <Status row={row} />
                </td>
                <td className={cn(td, 'hidden whitespace-nowrap tabular-nums text-slate-700 2xl:table-cell')}>
                  {formatDate(row.createdAt) || <MissingValue />}
                </td>
                <td className={cn(td, 'text-right')} data-testid="bid-count">
                  <BidCount row={row} />
                </td>
                <td className={cn(td, 'text-right')}>
                  <BestPrices row={row} />
                </td>
                <td className={cn(td, 'whitespace-nowrap tabular-nums text-slate-700')}>
                  {formatDate(row.lastBidAt) || <MissingValue />}
                </td>
                <td className={cn(td, 'text-right')}>
                  <ViewBidsLink row={row} />
                </td>
              </tr>
            ))
          ) : (
            <SkeletonRows rows={5} columns={COLUMNS.length + 1} />
          )}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone: one card per inquiry, the action full width for the thumb. */
export function InquiryBidsCards({ rows, busy }: ListProps) {
  const { t } = useTranslation('inquiries-bids');
  return (
    <ul
      data-testid="inquiry-bids-cards"
      aria-label={t('caption')}
      aria-busy={busy}
      className={cn('grid grid-cols-1 gap-3 p-3', busy && rows && 'opacity-60 transition-opacity')}
    >
      {rows
        ? rows.map((row) => (
            <li
              key={row.id}
              data-testid="inquiry-bids-row"
              className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3"
            >
              <div className="flex items-start justify-between gap-2">
                <span className="font-medium text-slate-900">
                  <Code row={row} />
                </span>
                <Status row={row} />
              </div>
              <p className="text-sm">
                <Lane row={row} />
              </p>
              <dl className="grid grid-cols-2 gap-3 text-xs">
                <div>
                  <dt className="text-slate-500">{t('columns.mode')}</dt>
                  <dd className="mt-0.5">
                    <Mode row={row} />
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t('columns.createdAt')}</dt>
                  <dd className="mt-0.5 tabular-nums text-slate-800">
                    {formatDate(row.createdAt) || <MissingValue />}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t('columns.bids')}</dt>
                  <dd className="mt-0.5" data-testid="bid-count">
                    <BidCount row={row} />
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t('columns.lastBid')}</dt>
                  <dd className="mt-0.5 tabular-nums text-slate-800">
                    {formatDate(row.lastBidAt) || <MissingValue />}
                  </dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-slate-500">{t('columns.bestPrice')}</dt>
                  <dd className="mt-1 flex [&>ul]:items-start">
                    <BestPrices row={row} />
                  </dd>
                </div>
              </dl>
              <ViewBidsLink row={row} fullWidth />
            </li>
          ))
        : Array.from({ length: 5 }, (_, i) => (
            <li key={i} aria-hidden className="rounded-lg border border-slate-200 p-3">
              <SkeletonBlock className="h-4 w-1/3" />
              <SkeletonBlock className="mt-3 h-4 w-3/4" />
              <SkeletonBlock className="mt-3 h-3 w-full" />
            </li>
          ))}
    </ul>
  );
}
