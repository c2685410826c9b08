import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { cn } from '@/components/class-names';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ListStateNote } from '@/components/list-state-note';
import { Pagination } from '@/components/pagination';
import { Select } from '@/components/select';
import { SkeletonBlock, SkeletonRows } from '@/components/skeleton-rows';
import { Tabs } from '@/components/tabs';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useDecide } from '@/lib/permissions';
import { listState, noRowsOnPage } from '@/lib/list-state';
import { useInquiryBids } from '../api/get-inquiry-bids';
import { useInquiryHeading, type InquiryHeading } from '../api/get-inquiry-heading';
import {
  ALL_BIDS_SORTS,
  BID_FILTERS,
  DEFAULT_ALL_BIDS_SORT,
  type AllBidsQuery,
  type AllBidsSort,
  type Bid,
} from '../schemas';
import { BidDecisionDialog } from './bid-decision-dialog';
import { codeLabel, formatBidMoney } from './bid-format';
import { orMissing } from '@/lib/display';
import { ModeIcon } from '@/components/mode-icon';
import { BidStatusBadge } from './bid-status-badge';
import { useIsNarrowerThan } from '@/lib/use-is-phone';

type Props = {
  inquiryId: string | undefined;
  query: AllBidsQuery;
  onQueryChange: (next: Partial<AllBidsQuery>) => void;
  /** True when the app was entered here, so there is no page to go back to. */
  canGoBack: boolean;
};

const th = 'px-3 py-3 font-medium';
const dimmed = 'opacity-60 transition-opacity';

/** 'INQ-102 · Bakı → İstanbul': the code, then the route when the inquiry's answer gives one. */
function nameOfInquiry(code: string | undefined, heading: InquiryHeading | undefined) {
  const from = heading?.pickup?.city;
  const to = heading?.delivery?.city;
  const route = from || to ? `${from || '—'} → ${to || '—'}` : '';
  return [code, route].filter(Boolean).join(' · ');
}

/** The importer's 'All bids' screen for one inquiry: filter, table (cards on phones and tablets), the modal. */
export function AllBidsPage({ inquiryId, query, onQueryChange, canGoBack }: Props) {
  const { t, i18n } = useTranslation(['bids', 'status', 'common', 'enums', 'ui']);
  const navigate = useNavigate();
  const decide = useDecide();
  // Seven columns are wider than a tablet: cards until the lg breakpoint.
  const asCards = useIsNarrowerThan('lg');
  const bids = useInquiryBids(inquiryId, query);
  const routeInquiryId = Number(inquiryId) || (inquiryId ?? '');
  const [selected, setSelected] = useState<Bid | null>(null);

  const state = listState(bids, noRowsOnPage);
  const rows = state.shown?.content;
  const heading = useInquiryHeading(inquiryId, i18n.language).data;
  const inquiryName = nameOfInquiry(
    heading?.inquiryCode ?? rows?.find((b) => b.inquiryCode)?.inquiryCode,
    heading,
  );
  // Prices in different currencies cannot be ranked without rates, so the badge needs one currency.
  const oneCurrency = rows?.length ? rows.every((b) => b.currency === rows[0]?.currency) : false;
  const lowest = rows?.length && oneCurrency ? Math.min(...rows.map((b) => b.value)) : null;
  const money = (bid: Bid) => formatBidMoney(bid.value, bid.currency, i18n.language);
  // What sets carriers apart at a glance, under the company name: trucks and insurance cover.
  const terms = (bid: Bid) =>
    [
      bid.truckCount ? t('bids:terms.trucks', { count: bid.truckCount }) : '',
      bid.insuranceTypes.map((code) => codeLabel(t, 'insurance', code)).join(', '),
    ]
      .filter(Boolean)
      .join(' · ');
  const company = (bid: Bid) => (
    <span className="grid gap-0.5">
      <span>{orMissing(t, bid.organizationName)}</span>
      {terms(bid) && (
        <span data-testid="bid-terms" className="text-xs font-normal text-slate-500">
          {terms(bid)}
        </span>
      )}
    </span>
  );
  const sortOptions = ALL_BIDS_SORTS.map((value) => ({ value, label: t(`bids:sort.${value}`) }));
  const filterLabel = (f: string) =>
    f === '' ? t('bids:filters.all') : f === 'LOST' ? t('bids:status.lost') : t(`status:${f.toLowerCase()}`);

  const goBack = () => {
    if (canGoBack) void navigate(-1);
    else void navigate(paths.inquiries.details(inquiryId ?? ''));
  };

  const action = (bid: Bid) => {
    // A pending bid is answered in the dialog (there switched off while the organisation is suspended).
    if (decide('bid:respond', bid) !== 'denied')
      return (
        <Button variant="primary" onClick={() => setSelected(bid)}>
          {t('bids:actions.respond')}
        </Button>
      );
    if (bid.status === 'APPROVED' || bid.status === 'DELIVERED') {
      // The spec's rows carry no inquiry id; the screen is one inquiry's, so the route's id stands in.
      const stepsOf = bid.inquiryId ?? routeInquiryId;
      return (
        <Button
          variant="outline"
          onClick={() => void navigate(paths.inquiries.steps(stepsOf), { state: { inquiryId: stepsOf } })}
        >
          {t('bids:actions.details')}
        </Button>
      );
    }
    return null;
  };

  const price = (bid: Bid) => (
    <span className="inline-flex flex-wrap items-center justify-end gap-2">
      {bid.value === lowest && (
        <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-700 ring-1 ring-inset ring-green-200">
          {t('bids:bestPrice')}
        </span>
      )}
      <span className="tabular-nums font-medium text-slate-900">{money(bid)}</span>
    </span>
  );

  let body;
  if (state.failed) {
    body = <ErrorState error={bids.error} onRetry={() => void bids.refetch()} />;
  } else if (state.empty) {
    body = <EmptyState title={t('common:empty.noBids')} />;
  } else if (asCards) {
    body = (
      <ul className={cn('grid grid-cols-1 gap-3', state.stale && rows && dimmed)} aria-busy={state.busy}>
        {rows
          ? rows.map((bid) => (
              <li
                key={bid.bidId}
                className="grid gap-2 rounded-card border border-slate-200 bg-white p-4 shadow-card"
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="flex items-center gap-2 font-medium text-slate-900">
                    <ModeIcon mode={bid.shipmentMode} />
                    {company(bid)}
                  </span>
                  <BidStatusBadge status={bid.status} />
                </div>
                <div className="flex items-center justify-between gap-2 text-sm text-slate-500">
                  <span>{orMissing(t, formatDate(bid.createdAt))}</span>
                  {price(bid)}
                </div>
                {bid.notes && <p className="text-sm text-slate-600">{bid.notes}</p>}
                {action(bid)}
              </li>
            ))
          : Array.from({ length: 5 }, (_, i) => (
              <li key={i} className="rounded-card border border-slate-200 bg-white p-4">
                <SkeletonBlock className="h-16 w-full" />
              </li>
            ))}
      </ul>
    );
  } else {
    body = (
      <div className={cn('relative overflow-x-auto contain-inline-size', state.stale && rows && dimmed)}>
        <table data-testid="bids-table" aria-busy={state.busy} className="w-full text-left text-sm">
          <caption className="sr-only">{t('bids:caption')}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className={th}>
                {t('bids:columns.mode')}
              </th>
              <th scope="col" className={th}>
                {t('bids:columns.createdAt')}
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                {t('bids:columns.price')}
              </th>
              <th scope="col" className={th}>
                {t('bids:columns.company')}
              </th>
              <th scope="col" className={th}>
                {t('bids:columns.notes')}
              </th>
              <th scope="col" className={th}>
                {t('bids:columns.status')}
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">{t('bids:columns.action')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows ? (
              rows.map((bid) => (
                <tr key={bid.bidId} data-testid="bid-row">
                  <td className="px-3 py-3 text-slate-600">
                    <ModeIcon mode={bid.shipmentMode} withLabel />
                  </td>
                  <td className="px-3 py-3 tabular-nums text-slate-600">
                    {orMissing(t, formatDate(bid.createdAt))}
                  </td>
                  <td className="px-3 py-3 text-right">{price(bid)}</td>
                  <td className="px-3 py-3 text-slate-900">{company(bid)}</td>
                  <td className="max-w-xs px-3 py-3 text-slate-600">{orMissing(t, bid.notes)}</td>
                  <td className="px-3 py-3">
                    <BidStatusBadge status={bid.status} />
                  </td>
                  <td className="px-3 py-3 text-right">{action(bid)}</td>
                </tr>
              ))
            ) : (
              <SkeletonRows rows={5} columns={7} />
            )}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    // One column that may shrink below its content: the tabs and the table scroll inside it.
    <div className="grid grid-cols-1 gap-6">
      <div className="flex items-center gap-3">
        <Button variant="gray-outline" onClick={goBack} aria-label={t('bids:back')}>
          <ArrowLeft aria-hidden className="size-4" />
        </Button>
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold text-slate-900">{t('bids:title')}</h1>
          {inquiryName && (
            <p data-testid="all-bids-inquiry" className="mt-0.5 break-words text-sm text-slate-600">
              {inquiryName}
            </p>
          )}
        </div>
      </div>
      <section className="rounded-card border border-slate-200 bg-white shadow-card">
        <Tabs
          ariaLabel={t('bids:filterLabel')}
          className="px-2 pt-2"
          tabs={BID_FILTERS.map((f) => ({ value: f || 'ALL', label: filterLabel(f) }))}
          value={query.status || 'ALL'}
          onValueChange={(v) => onQueryChange({ status: v === 'ALL' ? '' : v, page: 1 })}
        />
        <div className="flex justify-end px-3 pt-3 md:px-4">
          <Select<AllBidsSort>
            label={t('bids:sort.label')}
            className="w-full sm:w-64"
            options={sortOptions}
            value={query.sort ?? DEFAULT_ALL_BIDS_SORT}
            onChange={(sort) => onQueryChange({ sort: sort ?? DEFAULT_ALL_BIDS_SORT, page: 1 })}
          />
        </div>
        <div className="p-3 md:p-4">
          <ListStateNote state={state} query={bids} className="pb-3" />
          {body}
          {!state.failed && <DroppedRowsNote count={state.shown?.dropped} />}
        </div>
        {state.shown && state.shown.totalElements > state.shown.size && (
          <div className="border-t border-slate-100 p-3">
            <Pagination
              page={query.page}
              pageSize={query.size}
              total={state.shown.totalElements}
              onPageChange={(page) => onQueryChange({ page })}
            />
          </div>
        )}
      </section>
      <BidDecisionDialog bid={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
