import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { SkeletonBlock, SkeletonRows } from '@/components/skeleton-rows';
import { useIsPhone } from '@/lib/use-is-phone';
import type { BidReportRow } from '../../schemas';
import { MissingValue } from '@/components/missing-value';
import { PriceList } from './price-list';

type Props = {
  title: string;
  /** Header of the first column: period or inquiry. */
  keyHeader: string;
  /** Undefined while the report loads. */
  rows: BidReportRow[] | undefined;
  /** Rows the server sent that could not be read (lib/page.ts). */
  dropped: number | undefined;
  renderKey: (row: BidReportRow) => ReactNode;
  /** A bar of bids received per row, scaled to the busiest row. */
  withBars?: boolean;
  testId: string;
};

const th = 'px-3 py-3 font-medium';
const td = 'px-3 py-3';

/** Received and accepted bids with average and best prices per row: a table on a desk, cards on a phone. */
export function ReportBreakdown({
  title,
  keyHeader,
  rows,
  dropped,
  renderKey,
  withBars = false,
  testId,
}: Props) {
  const { t } = useTranslation('bids-summary');
  const isPhone = useIsPhone();
  const headingId = useId();
  const most = Math.max(1, ...(rows ?? []).map((row) => row.received ?? 0));

  const received = (row: BidReportRow) =>
    row.received === undefined ? (
      <MissingValue />
    ) : withBars ? (
      <span className="flex items-center gap-2">
        <span aria-hidden className="h-2 w-24 overflow-hidden rounded-full bg-slate-100 sm:w-32">
          <span
            data-testid="received-bar"
            className="block h-full rounded-full bg-brand-500"
            style={{ width: `${((row.received ?? 0) / most) * 100}%` }}
          />
        </span>
        <span className="tabular-nums font-medium text-slate-900">{row.received}</span>
      </span>
    ) : (
      <span className="tabular-nums font-medium text-slate-900">{row.received}</span>
    );

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={!rows}
      className="rounded-card border border-slate-200 bg-white shadow-card"
    >
      <h2
        id={headingId}
        className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900"
      >
        {title}
      </h2>
      {isPhone ? (
        <ul data-testid={testId} className="grid grid-cols-1 gap-3 p-3">
          {rows
            ? rows.map((row) => (
                <li
                  key={row.key}
                  data-testid={`${testId}-row`}
                  className="rounded-lg border border-slate-200 p-3"
                >
                  <p className="font-medium text-slate-900">{renderKey(row)}</p>
                  <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
                    <div className="col-span-2">
                      <dt className="text-xs text-slate-500">{t('columns.received')}</dt>
                      <dd className="mt-0.5">{received(row)}</dd>
                    </div>
                    <div className="col-span-2">
                      <dt className="text-xs text-slate-500">{t('columns.accepted')}</dt>
                      <dd className="mt-0.5 tabular-nums text-slate-800">
                        {row.accepted ?? <MissingValue />}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-xs text-slate-500">{t('columns.average')}</dt>
                      <dd className="mt-0.5 text-slate-800">
                        <PriceList prices={row.prices} pick="average" />
                      </dd>
                    </div>
                    <div>
                      <dt className="text-xs text-slate-500">{t('columns.best')}</dt>
                      <dd className="mt-0.5 text-slate-800">
                        <PriceList prices={row.prices} pick="best" />
                      </dd>
                    </div>
                  </dl>
                </li>
              ))
            : Array.from({ length: 3 }, (_, i) => (
                <li key={i} aria-hidden className="rounded-lg border border-slate-200 p-3">
                  <SkeletonBlock className="h-4 w-1/3" />
                  <SkeletonBlock className="mt-3 h-3 w-full" />
                </li>
              ))}
        </ul>
      ) : (
        <div className="relative overflow-x-auto contain-inline-size">
          <table data-testid={testId} className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className={th}>
                  {keyHeader}
                </th>
                <th scope="col" className={th}>
                  {t('columns.received')}
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  {t('columns.accepted')}
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  {t('columns.average')}
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  {t('columns.best')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows ? (
                rows.map((row) => (
                  <tr key={row.key} data-testid={`${testId}-row`}>
                    <th scope="row" className={cn(td, 'whitespace-nowrap font-medium text-slate-900')}>
                      {renderKey(row)}
                    </th>
                    <td className={td}>{received(row)}</td>
                    <td className={cn(td, 'text-right tabular-nums text-slate-800')}>
                      {row.accepted ?? <MissingValue />}
                    </td>
                    <td className={cn(td, 'text-right text-slate-800 [&_ul]:justify-items-end')}>
                      <PriceList prices={row.prices} pick="average" />
                    </td>
                    <td className={cn(td, 'text-right text-slate-800 [&_ul]:justify-items-end')}>
                      <PriceList prices={row.prices} pick="best" />
                    </td>
                  </tr>
                ))
              ) : (
                <SkeletonRows rows={3} columns={5} />
              )}
            </tbody>
          </table>
        </div>
      )}
      <div className="px-4">
        <DroppedRowsNote count={dropped} />
      </div>
    </section>
  );
}
