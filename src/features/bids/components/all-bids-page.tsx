import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { DataList } from '@/components/data-list';
import type { DataColumn, DataSort } from '@/components/data-list-columns';
import { NativeSelectFilter } from '@/components/native-select-filter';
import { Tabs } from '@/components/tabs';
import { Card } from '@/components/card';
import { LoadFailedCard } from '@/components/load-failed-card';
import { AfterHeading } from '@/components/after-heading';
import { LandingPageHeader } from '@/components/landing-page-header';
import { SkeletonCards } from '@/components/skeleton-rows';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useDecide } from '@/lib/permissions';
import { useFeatureAvailable } from '@/lib/server-features';
import { toApiError } from '@/lib/api-error';
import { listState, noRowsOnPage } from '@/lib/list-state';
import { usePageChange } from '@/lib/use-page-change';
import type { SetUrlState } from '@/lib/use-url-state';
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
import { BidDetailsSlot, prefetchBidDetails, useBidDetailsOpener } from './bid-details-opener';
import { useCheapestBidCandidate } from '../api/get-bid-marks';
import { useExchangeRates } from '../api/get-exchange-rates';
import { comparableAmount, markBids } from './all-bids/bid-marks';
import { BidPriceCell } from './all-bids/bid-price-cell';
import { CompareCurrency } from './all-bids/compare-currency';
import { bidStatusLabel, codeLabel } from './bid-format';
import { CarrierRating } from './carrier-rating';
import { orMissing } from '@/lib/display';
import { ModeIcon } from '@/components/mode-icon';
import { BidStatusBadge } from './bid-status-badge';

type Props = {
  inquiryId: string | undefined;
  query: AllBidsQuery;
  onQueryChange: SetUrlState<AllBidsQuery>;
  canGoBack: boolean;
};

function nameOfInquiry(code: string | undefined, heading: InquiryHeading | undefined) {
  const from = heading?.pickup?.city;
  const to = heading?.delivery?.city;
  const route = from || to ? `${from || '—'} → ${to || '—'}` : '';
  return [code, route].filter(Boolean).join(' · ');
}

const LIST_PLACEHOLDER = (
  <SkeletonCards cards={1} bars={['h-9 w-full', 'h-4 w-full', 'h-4 w-full', 'h-4 w-full', 'h-4 w-full']} />
);

export function AllBidsPage({ inquiryId, query, onQueryChange, canGoBack }: Props) {
  const { t, i18n } = useTranslation(['bids', 'common']);
  const navigate = useNavigate();
  const bids = useInquiryBids(inquiryId, query);
  const rows = listState(bids, noRowsOnPage).shown?.content;
  const heading = useInquiryHeading(inquiryId, i18n.language).data;
  const inquiryName = nameOfInquiry(
    heading?.inquiryCode ?? rows?.find((b) => b.inquiryCode)?.inquiryCode,
    heading,
  );

  const goBack = () => {
    if (canGoBack) void navigate(-1);
    else void navigate(paths.inquiries.details(inquiryId ?? ''));
  };

  return (
    // One column that may shrink below its content: the tabs and the table scroll inside it.
    <div className="grid grid-cols-1 gap-6">
      <LandingPageHeader
        screen="allBids"
        back={{ onClick: goBack, label: t('bids:back') }}
        detail={inquiryName && <span data-testid="all-bids-inquiry">{inquiryName}</span>}
      />
      <AfterHeading placeholder={LIST_PLACEHOLDER}>
        <AllBidsContent inquiryId={inquiryId} query={query} onQueryChange={onQueryChange} bids={bids} />
      </AfterHeading>
    </div>
  );
}

type ContentProps = Pick<Props, 'inquiryId' | 'query' | 'onQueryChange'> & {
  bids: ReturnType<typeof useInquiryBids>;
};

function AllBidsContent({ inquiryId, query, onQueryChange, bids }: ContentProps) {
  const { t } = useTranslation(['bids', 'status', 'common', 'enums', 'ui']);
  const navigate = useNavigate();
  const decide = useDecide();
  const routeInquiryId = Number(inquiryId) || (inquiryId ?? '');
  const details = useBidDetailsOpener<Bid>();
  const onPageChange = usePageChange(onQueryChange);

  const state = listState(bids, noRowsOnPage);
  const rows = state.shown?.content;
  const currency = useFeatureAvailable('exchangeRates') ? (query.currency ?? '') : '';
  const rates = useExchangeRates(currency !== '');
  const total = state.shown?.totalElements ?? 0;
  // Asked only when there are bids here and more on other pages.
  const manyPages = Boolean(rows?.length) && total > (rows?.length ?? 0);
  const cheapest = useCheapestBidCandidate(inquiryId, query, manyPages);
  const marks = markBids({ rows: rows ?? [], total, currency, rates: rates.data, cheapest });
  // A server that refused the order: this page was ordered here, which says nothing of the others.
  const orderedOnPageOnly = Boolean(state.shown?.sortedOnClient) && manyPages;
  // What sets carriers apart at a glance, under the company name: transit time, trucks and cover.
  const terms = (bid: Bid) =>
    [
      bid.transitDays !== undefined ? t('bids:terms.transit', { count: bid.transitDays }) : '',
      bid.truckCount ? t('bids:terms.trucks', { count: bid.truckCount }) : '',
      bid.insuranceTypes.map((code) => codeLabel(t, 'insurance', code)).join(', '),
    ]
      .filter(Boolean)
      .join(' · ');
  const company = (bid: Bid) => (
    <span className="grid gap-0.5">
      <span className="flex flex-wrap items-center gap-x-2">
        {orMissing(t, bid.organizationName)}
        <CarrierRating rating={bid.carrierRating} />
      </span>
      {terms(bid) && (
        <span data-testid="bid-terms" className="text-xs font-normal text-slate-500">
          {terms(bid)}
        </span>
      )}
    </span>
  );
  const sortOptions = ALL_BIDS_SORTS.map((value) => ({ value, label: t(`bids:sort.${value}`) }));
  const filterLabel = (f: (typeof BID_FILTERS)[number]) =>
    f === '' ? t('bids:filters.all') : bidStatusLabel(t, f);

  const action = (bid: Bid) => {
    // A pending bid is answered in the dialog (there switched off while the organisation is suspended).
    if (decide('bid:respond', bid) !== 'denied')
      return (
        <Button
          variant="primary"
          onClick={() => details.open(bid)}
          onPointerEnter={prefetchBidDetails}
          onPointerDown={prefetchBidDetails}
          onFocus={prefetchBidDetails}
        >
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

  const price = (bid: Bid, onCard = false) => (
    <BidPriceCell
      onCard={onCard}
      bid={bid}
      currency={currency}
      converted={currency ? comparableAmount(bid, currency, rates.data) : undefined}
      cheapest={marks.cheapestIds.has(bid.bidId)}
      fastest={marks.fastestIds.has(bid.bidId)}
    />
  );

  // The headers of the date and the price order the list as the select does; both keep it in the URL.
  const [sortField, sortWay] = query.sort.split('-');
  const sort: DataSort = {
    column: sortField === 'price' ? 'price' : 'createdAt',
    direction: sortWay === 'asc' ? 'ascending' : 'descending',
  };
  const onSortChange = (next: DataSort) => {
    const field = next.column === 'price' ? 'price' : 'date';
    const way = next.direction === 'ascending' ? 'asc' : 'desc';
    onQueryChange({ sort: `${field}-${way}`, page: 1 });
  };
  const columns: DataColumn<Bid>[] = [
    {
      id: 'mode',
      header: t('bids:columns.mode'),
      card: 'hidden',
      cell: (bid) => <ModeIcon mode={bid.shipmentMode} withLabel />,
    },
    {
      id: 'createdAt',
      header: t('bids:columns.createdAt'),
      sortable: ['descending', 'ascending'],
      cell: (bid) => <span className="tabular-nums">{orMissing(t, formatDate(bid.createdAt))}</span>,
    },
    {
      id: 'price',
      header: t('bids:columns.price'),
      numeric: true,
      sortable: true,
      cell: (bid) => price(bid),
      cardCell: (bid) => price(bid, true),
    },
    {
      id: 'company',
      header: t('bids:columns.company'),
      card: 'title',
      cell: company,
      // The card names the mode beside the carrier, as the table's first column does.
      cardCell: (bid) => (
        <span className="flex items-center gap-2">
          <ModeIcon mode={bid.shipmentMode} />
          {company(bid)}
        </span>
      ),
    },
    {
      id: 'notes',
      header: t('bids:columns.notes'),
      card: 'wide',
      className: 'max-w-xs',
      cell: (bid) => orMissing(t, bid.notes),
    },
    {
      id: 'status',
      header: t('bids:columns.status'),
      card: 'badge',
      cell: (bid) => <BidStatusBadge status={bid.status} />,
    },
    { id: 'action', header: t('bids:columns.action'), actions: true, cell: action },
  ];

  // No such inquiry (or not the caller's): a retry cannot change that.
  if (!rows && bids.isError && toApiError(bids.error).status === 404)
    return (
      <LoadFailedCard
        error={bids.error}
        onRetry={() => void bids.refetch()}
        notFound={{
          title: t('bids:notFound.title'),
          text: t('bids:notFound.text'),
          backTo: paths.inquiries.bids,
          backLabel: t('common:actions.goBack'),
        }}
      />
    );

  return (
    <>
      <Card as="section">
        <Tabs
          ariaLabel={t('bids:filterLabel')}
          className="px-2 pt-2"
          tabs={BID_FILTERS.map((f) => ({ value: f || 'ALL', label: filterLabel(f) }))}
          value={query.status || 'ALL'}
          onValueChange={(v) => onQueryChange({ status: v === 'ALL' ? '' : v, page: 1 })}
        />
        <div className="flex flex-col items-stretch gap-3 px-3 pt-3 sm:flex-row sm:items-start sm:justify-end md:px-4">
          <CompareCurrency
            currency={currency}
            onChange={(next) => onQueryChange({ currency: next, page: 1 })}
            rates={rates}
          />
          <NativeSelectFilter<AllBidsSort>
            label={t('bids:sort.label')}
            className="w-full sm:w-64"
            options={sortOptions}
            value={query.sort}
            onChange={(sort) => onQueryChange({ sort: sort || DEFAULT_ALL_BIDS_SORT, page: 1 })}
          />
        </div>
        {orderedOnPageOnly && (
          <p data-testid="sorted-on-page" className="px-3 pt-2 text-right text-xs text-slate-500 md:px-4">
            {t('bids:sort.thisPageOnly')}
          </p>
        )}
        <DataList
          query={bids}
          columns={columns}
          rowKey={(bid) => bid.bidId}
          caption={t('bids:caption')}
          cardsBelow="lg"
          testId="bids-table"
          rowAttributes={() => ({ 'data-testid': 'bid-row' })}
          isEmpty={noRowsOnPage}
          empty={{ title: t('common:empty.noBids') }}
          page={query.page}
          onPageChange={onPageChange}
          pagesOnlyWhenMany
          sort={sort}
          onSortChange={onSortChange}
        />
      </Card>
      <BidDetailsSlot audience="importer" opener={details} />
    </>
  );
}
