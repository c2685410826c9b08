import { useTranslation } from 'react-i18next';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { SkeletonRows } from '@/components/skeleton-rows';
import { StatusBadge } from '@/components/status-badge';
import { formatDate } from '@/lib/dates';
import type { Dashboard } from '../api/get-dashboard';
import { ModeIcon } from '@/components/mode-icon';

type Row = Dashboard['recent']['content'][number];

const linkClass =
  'font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

type Props = {
  rows: Row[] | undefined;
  loading: boolean;
  /** Where a row opens: the inquiry's page for the viewer's role. */
  hrefOf: (id: number) => string;
};

/** A table on a desk, cards on a phone (architecture guide 'Look and feel'). Each row opens its inquiry. */
export function RecentInquiries({ rows, loading, hrefOf }: Props) {
  const { t } = useTranslation(['dashboard', 'common']);
  const missing = t('ui:missing');
  const text = (value: string | undefined) => value ?? missing;
  // The code is the link; its name says where it goes, for those who cannot see the row around it.
  const open = (row: Row) => (
    <Link
      to={hrefOf(row.id)}
      aria-label={t('dashboard:openInquiry', {
        code: row.inquiryCode ?? `#${String(row.id)}`,
        from: text(row.from),
        to: text(row.to),
      })}
      className={linkClass}
    >
      {row.inquiryCode ?? `#${String(row.id)}`}
    </Link>
  );
  const date = (value: string | undefined) => (value ? formatDate(value) : missing);
  const status = (row: Row) => (row.status ? <StatusBadge status={row.status} /> : missing);
  if (!loading && rows?.length === 0) {
    return (
      <EmptyState
        icon={<Inbox className="h-8 w-8" aria-hidden="true" />}
        title={t('common:empty.noInquiries')}
      />
    );
  }
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('columns.code')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('columns.route')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('columns.mode')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('columns.created')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('columns.bids')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('columns.status')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {loading ? (
              <SkeletonRows rows={5} columns={6} />
            ) : (
              rows?.map((row) => (
                <tr key={row.id} data-testid="recent-row">
                  <td className="px-4 py-3 font-mono text-xs">{open(row)}</td>
                  <td className="px-4 py-3 text-slate-900">
                    {text(row.from)} → {text(row.to)}
                  </td>
                  <td className="px-4 py-3">
                    <ModeIcon mode={row.shipmentMode} withLabel />
                  </td>
                  <td className="px-4 py-3 tabular-nums text-slate-700">{date(row.createdAt)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{row.bidCount ?? missing}</td>
                  <td className="px-4 py-3">{status(row)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:hidden">
        {rows?.map((row) => (
          <li key={row.id} data-testid="recent-row" className="rounded-lg border border-slate-200 p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="font-mono text-xs">{open(row)}</span>
              {status(row)}
            </div>
            <p className="mt-2 flex items-center gap-2 text-sm font-medium text-slate-900">
              <ModeIcon mode={row.shipmentMode} className="h-4 w-4" /> {text(row.from)} → {text(row.to)}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              {date(row.createdAt)} · {t('columns.bids')}: {row.bidCount ?? missing}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
