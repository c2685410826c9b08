import { Card } from '@/components/card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '@/lib/date-locale';
import { PageHeader } from '@/components/page-header';
import { Link } from 'react-router-dom';
import { DateRangeFilter } from '@/components/date-range-filter';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ListStateNote } from '@/components/list-state-note';
import { paths } from '@/config/paths';
import type { DateRangeKey } from '@/lib/dates';
import { listState } from '@/lib/list-state';
import { useBidReport } from '../../api/get-bid-report';
import type { BidReport, BidReportQuery, BidReportRow } from '../../schemas';
import { formatPeriodLabel } from './period-label';
import { PeriodSwitch } from './period-switch';
import { ReportBreakdown } from './report-breakdown';
import { SummaryTotals } from './summary-totals';
import type { ReportPeriod } from '../../bids-summary-url-state';

/** The by-inquiry table a page at a time: the busiest first, as the server orders them. */
export const INQUIRY_ROWS_PER_PAGE = 20;

const NO_TOTALS = { received: undefined, accepted: undefined, pending: undefined, lost: undefined };

type Props = {
  range: DateRangeKey;
  query: BidReportQuery;
  onRangeChange: (range: DateRangeKey) => void;
  onPeriodChange: (period: ReportPeriod) => void;
  linkInquiries: boolean;
};

export function BidsSummaryPage({ range, query, onRangeChange, onPeriodChange, linkInquiries }: Props) {
  const { t, i18n } = useTranslation(['bids-summary', 'common']);
  const dateLocale = useDateLocale(i18n.language);
  const report = useBidReport(query);
  const state = listState(report, isEmptyReport);
  const data = state.shown;
  // While the other period loads, the rows on screen are still the last period's: name them so.
  const [shownPeriod, setShownPeriod] = useState(query.period);
  if (state.current && shownPeriod !== query.period) setShownPeriod(query.period);

  const inquiryKey = (row: BidReportRow) =>
    linkInquiries && row.inquiryId !== undefined ? (
      <Link to={paths.bids.allBids(row.inquiryId)} className="text-brand-600 hover:underline">
        {row.key}
      </Link>
    ) : (
      row.key
    );

  let body;
  if (state.failed) {
    body = (
      <Card>
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      </Card>
    );
  } else if (state.empty) {
    body = (
      <Card>
        <EmptyState title={t('common:empty.noBids')} description={t('bids-summary:empty')} />
      </Card>
    );
  } else {
    body = (
      <div
        aria-busy={state.busy}
        className={state.stale ? 'grid gap-6 opacity-60 transition-opacity' : 'grid gap-6'}
      >
        <SummaryTotals totals={data ? (data.totals ?? NO_TOTALS) : undefined} />
        <ReportBreakdown
          title={t('bids-summary:byPeriod.title')}
          keyHeader={t('bids-summary:byPeriod.key')}
          rows={data?.byPeriod.content}
          dropped={data?.byPeriod.dropped}
          renderKey={(row) => formatPeriodLabel(row.key, shownPeriod, dateLocale, t)}
          withBars
          testId="report-by-period"
        />
        <ReportBreakdown
          title={t('bids-summary:byInquiry.title')}
          keyHeader={t('bids-summary:byInquiry.key')}
          rows={data?.byInquiry.content}
          dropped={data?.byInquiry.dropped}
          renderKey={inquiryKey}
          pageSize={INQUIRY_ROWS_PER_PAGE}
          testId="report-by-inquiry"
        />
      </div>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={t('bids-summary:title')}
        subtitle={t('bids-summary:subtitle')}
        actions={
          <>
            <DateRangeFilter value={range} onChange={onRangeChange} className="w-full sm:w-52" />
            <PeriodSwitch value={query.period} onChange={onPeriodChange} />
          </>
        }
      />
      <p role="status" className="sr-only">
        {state.busy
          ? t('common:loading')
          : state.current?.totals?.received !== undefined
            ? t('bids-summary:loaded', { count: state.current.totals.received })
            : ''}
      </p>
      <ListStateNote state={state} query={report} />
      {body}
    </div>
  );
}

function isEmptyReport(report: BidReport) {
  const received = report.totals?.received;
  if (received !== undefined) return received === 0;
  return [report.byInquiry, report.byPeriod].every((rows) => rows.totalElements === 0 && !rows.dropped);
}
