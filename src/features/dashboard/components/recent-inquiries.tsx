import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataList } from '@/components/data-list';
import type { DataColumn } from '@/components/data-list-columns';
import { ModeIcon } from '@/components/mode-icon';
import { StatusBadge } from '@/components/status-badge';
import { formatDate } from '@/lib/dates';
import { noRowsOnPage } from '@/lib/list-state';
import type { Dashboard } from '../api/get-dashboard';

type Row = Dashboard['recent']['content'][number];

const linkClass =
  'font-mono text-xs font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function useRecentColumns(hrefOf: (id: number) => string): DataColumn<Row>[] {
  const { t } = useTranslation(['dashboard', 'common']);
  return useMemo(() => {
    const missing = t('ui:missing');
    const text = (value: string | undefined) => value ?? missing;
    const code = (row: Row) => row.inquiryCode ?? `#${String(row.id)}`;
    return [
      {
        id: 'code',
        header: t('columns.code'),
        card: 'title',
        // Its name says where it goes, for those who cannot see the row around it.
        cell: (row) => (
          <Link
            to={hrefOf(row.id)}
            aria-label={t('dashboard:openInquiry', {
              code: code(row),
              from: text(row.from),
              to: text(row.to),
            })}
            className={linkClass}
          >
            {code(row)}
          </Link>
        ),
      },
      {
        id: 'route',
        header: t('columns.route'),
        card: 'lead',
        cell: (row) => (
          <span className="font-medium text-slate-900">
            {text(row.from)} → {text(row.to)}
          </span>
        ),
      },
      {
        id: 'mode',
        header: t('columns.mode'),
        cell: (row) => <ModeIcon mode={row.shipmentMode} withLabel />,
      },
      {
        id: 'created',
        header: t('columns.created'),
        className: 'tabular-nums',
        cell: (row) => (row.createdAt ? formatDate(row.createdAt) : missing),
      },
      { id: 'bids', header: t('columns.bids'), numeric: true, cell: (row) => row.bidCount ?? missing },
      {
        id: 'status',
        header: t('columns.status'),
        card: 'badge',
        cell: (row) => (row.status ? <StatusBadge status={row.status} /> : missing),
      },
    ];
  }, [t, hrefOf]);
}

type Props = {
  dashboard: UseQueryResult<Dashboard>;
  caption: string;
  hrefOf: (id: number) => string;
};

export function RecentInquiries({ dashboard, caption, hrefOf }: Props) {
  const { t } = useTranslation('common');
  const columns = useRecentColumns(hrefOf);
  return (
    <DataList
      query={{ ...dashboard, data: dashboard.data?.recent }}
      columns={columns}
      rowKey={(row) => row.id}
      caption={caption}
      rowAttributes={() => ({ 'data-testid': 'recent-row' })}
      // Rows that came but could not be read are not 'no inquiries': the note under the list says so.
      isEmpty={noRowsOnPage}
      empty={{ icon: <Inbox className="size-6" />, title: t('common:empty.noInquiries') }}
    />
  );
}
