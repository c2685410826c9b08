import { FilterX } from 'lucide-react';
import { lazy, Suspense, useEffect, type ComponentProps, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { listState, type ListQuery } from '@/lib/list-state';
import { isNarrowerThan, useIsNarrowerThan, type CardBreakpoint } from '@/lib/use-is-phone';
import type { DataColumn, DataSort } from './data-list-columns';
import { DataCards } from './data-list-cards';
import type { DataTableProps, RowAttributes } from './data-list-table';
import { DroppedRowsNote } from './dropped-rows-note';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { ListStateNote } from './list-state-note';
import { Pagination } from './pagination';
import { SkeletonRows } from './skeleton-rows';
import type { RefreshableQuery } from './refresh-failed-note';
import { Button } from './button';

/*
 * Every list of the product, drawn one way.
 *
 *   const columns = useMemo<DataColumn<PromoCode>[]>(() => [
 *     { id: 'code', header: t('columns.code'), cell: (p) => p.code, card: 'title' },
 *     { id: 'value', header: t('columns.value'), cell: (p) => money(p), numeric: true, sortable: true },
 *     { id: 'actions', header: t('columns.actions'), cell: (p) => <Buttons promo={p} />, actions: true },
 *   ], [t]);
 *
 *   <DataList
 *     query={usePromoCodes(request)}            // the TanStack query of a Page<Row> (lib/page.ts) or an array
 *     columns={columns} rowKey={(p) => p.id} caption={t('list.caption')}
 *     empty={{ title: t('list.emptyTitle'), description: t('list.empty'), action: <Button … /> }}
 *     filtered={filtered && { description: t('list.emptyFiltered'), clearLabel: t('list.clear'), onClear }}
 *     countLabel={(count) => t('list.resultCount', { count })}
 *     page={query.page} onPageChange={(page, { replace }) => …}   // one-based, as in the URL
 *     sort={{ column: 'value', direction: 'descending' }} onSortChange={…}   // optional, kept by the caller
 *     cardsBelow="lg"                           // cards on phones (md, the default) or up to tablets (lg)
 *     testId="promo-codes-table" rowAttributes={() => ({ 'data-testid': 'promo-row' })}
 *   />
 *
 * It reads the query through lib/list-state.ts: skeletons (table rows on a desk, card placeholders on
 * a phone) until the first answer, the previous page dimmed and aria-busy while the next loads, the
 * error with a retry, the empty state, the note on a failed refresh or a wait for the connection,
 * the 'N rows could not be shown' note, the pages, and a link past the last page brought back to it.
 * An empty list says `empty`, or, while `filtered` is set (the user's search or filters are on), the
 * one 'no result found' state of every list: the filter icon, common:empty.noResultFound, the
 * feature's description, and an outline button clearing the filters when `onClear` is given. A list
 * only ever empty through its filters passes `filtered` alone.
 * A list that is not a server query draws its rows with `DataRows` alone.
 */

// The table and its library (TanStack Table) are fetched where a table is drawn: a phone draws cards
// and never needs them. On a desk they are fetched with the list's own code, beside the screen's data,
// and drawn at once once here; until then the table's skeleton rows stand in.
type TableComponent = <Row>(props: DataTableProps<Row>) => ReactNode;
let loadedTable: TableComponent | null = null;
const loadTable = () =>
  import('./data-list-table').then((m) => {
    loadedTable = m.DataTable as TableComponent;
    return { default: m.DataTable as (props: DataTableProps<unknown>) => ReactNode };
  });
const LazyTable = lazy(loadTable) as unknown as TableComponent;
if (!isNarrowerThan('md')) void loadTable().catch(() => undefined);

type PageLike<Row> = {
  content: readonly Row[];
  /** Zero-based, as the server counts. */
  page: number;
  size: number;
  totalElements: number;
  dropped?: number;
};

/** What the list draws: a server page, or every row at once. */
export type ListAnswer<Row> = PageLike<Row> | readonly Row[];

export type DataListQuery<Answer> = ListQuery<Answer> & RefreshableQuery & { error: unknown };

type LayoutProps<Row> = {
  columns: ReadonlyArray<DataColumn<Row>>;
  rowKey: (row: Row) => Key;
  /** Names the table (its caption) and the cards (their list's label) for screen readers. */
  caption: string;
  /** Cards below this breakpoint: md (phones, the default), lg for a table too wide for a tablet. */
  cardsBelow?: CardBreakpoint;
  /** The table's data-testid. */
  testId?: string;
  /** The card list's data-testid. */
  cardsTestId?: string;
  /** Attributes of each row and card (its data-testid and the like). */
  rowAttributes?: RowAttributes<Row>;
  alignTop?: boolean;
  /** Each row holds a link stretched over it (after:inset-0): rows and cards are positioned to hold it. */
  stretchedLinks?: boolean;
  /** How many placeholders stand in while the first page loads. */
  skeletonRows?: number;
  sort?: DataSort;
  onSortChange?: (sort: DataSort) => void;
};

type DataRowsProps<Row> = LayoutProps<Row> & {
  /** Undefined while the first page loads: skeletons stand in. */
  rows: readonly Row[] | undefined;
  /** A newer answer is on its way: the rows shown stay, dimmed, marked busy. */
  busy: boolean;
};

/** The rows alone: a table on a desk, cards on a phone. */
export function DataRows<Row>({ rows, columns, rowKey, cardsBelow = 'md', ...rest }: DataRowsProps<Row>) {
  const asCards = useIsNarrowerThan(cardsBelow);
  const shared = {
    rows,
    columns,
    rowKey,
    busy: rest.busy,
    caption: rest.caption,
    rowAttributes: rest.rowAttributes,
    stretchedLinks: rest.stretchedLinks,
    skeletonRows: rest.skeletonRows ?? 5,
  };
  if (asCards) return <DataCards {...shared} testId={rest.cardsTestId} />;
  const placeholder = (
    <table data-testid={rest.testId} aria-busy className="w-full text-left text-sm">
      <caption className="sr-only">{rest.caption}</caption>
      <tbody>
        <SkeletonRows rows={shared.skeletonRows} columns={columns.length} />
      </tbody>
    </table>
  );
  const DataTable = loadedTable ?? LazyTable;
  return (
    <Suspense fallback={placeholder}>
      <DataTable
        {...shared}
        testId={rest.testId}
        alignTop={rest.alignTop}
        sort={rest.sort}
        onSortChange={rest.onSortChange}
      />
    </Suspense>
  );
}

/** What an empty list says: the feature's words, an icon, and its way out when there is one. */
export type DataListEmpty = ComponentProps<typeof EmptyState>;

/** What a list narrowed by the user's search or filters says when nothing matches; see the note above. */
export type DataListFiltered = {
  /** Why nothing matched, in the feature's words. */
  description: string;
} & (
  | {
      /** The outline button's label. */
      clearLabel: string;
      /** Clears the search and filters; no button without it. */
      onClear: () => void;
    }
  | { clearLabel?: undefined; onClear?: undefined }
);

/** `empty`, `filtered` while the filters are on, or `filtered` alone for a list empty only through them. */
type EmptyProps =
  | {
      /** The empty state in the feature's words, with its way out when there is one. */
      empty: DataListEmpty;
      /** Set while the user's search or filters are on: an empty list then says nothing matches them. */
      filtered?: DataListFiltered | false;
    }
  | { empty?: undefined; filtered: DataListFiltered };

type DataListProps<Row, Answer extends ListAnswer<Row>> = LayoutProps<Row> & EmptyProps & QueryProps<Answer>;

type QueryProps<Answer> = {
  /** The list's TanStack query itself. */
  query: DataListQuery<Answer>;
  /** Which answer is empty; by default one the server counts nothing in. */
  isEmpty?: (answer: NoInfer<Answer>) => boolean;
  /** The screen-reader line once the answer is in: 'N codes'; none without it. */
  countLabel?: (count: number) => string;
  /** The same line while it loads; 'Loading…' by default. */
  loadingLabel?: string;
  /** The page asked for, one-based as in the URL. */
  page?: number;
  /** Another page; `replace` when a link past the last page is brought back to it. */
  onPageChange?: (page: number, options: { replace: boolean }) => void;
  /** No pages (nor their 'from–to of total' line) while every row fits on one. */
  pagesOnlyWhenMany?: boolean;
};

const rowsOf = <Row,>(answer: ListAnswer<Row>) => (isPage(answer) ? answer.content : answer);
function isPage<Row>(answer: ListAnswer<Row>): answer is PageLike<Row> {
  return !Array.isArray(answer);
}
const countOf = <Row,>(answer: ListAnswer<Row>) => (isPage(answer) ? answer.totalElements : answer.length);
const nothingIn = <Row,>(answer: ListAnswer<Row>) => countOf(answer) === 0;

/** The empty state of a list the user's search or filters left empty. */
function NothingMatches({ description, clearLabel, onClear }: DataListFiltered) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<FilterX className="size-6" />}
      title={t('common:empty.noResultFound')}
      description={description}
      action={
        onClear && (
          <Button variant="outline" onClick={onClear}>
            {clearLabel}
          </Button>
        )
      }
    />
  );
}

/** A list read from its query, in each of its states; see the note above. */
export function DataList<Row, Answer extends ListAnswer<Row> = ListAnswer<Row>>(
  props: DataListProps<Row, Answer>,
) {
  const {
    query,
    empty,
    filtered,
    isEmpty = nothingIn,
    countLabel,
    loadingLabel,
    page,
    onPageChange,
    pagesOnlyWhenMany = false,
    ...layout
  } = props;
  const { t } = useTranslation();
  const state = listState<Answer>(query, isEmpty);
  const { shown, current, busy } = state;
  const answered = shown && isPage(shown) ? shown : undefined;

  // A link to a page past the end (the list shrank since it was shared) lands on the last page.
  const pageCount = current && isPage(current) ? Math.ceil(current.totalElements / current.size) : 0;
  const pastTheEnd = !!current && rowsOf(current).length === 0 && pageCount > 0;
  useEffect(() => {
    if (pastTheEnd && page !== undefined && page > pageCount) onPageChange?.(pageCount, { replace: true });
  }, [pastTheEnd, pageCount, page, onPageChange]);

  let body;
  if (state.failed) {
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (state.empty) {
    // The props' type holds `empty` whenever `filtered` is not set.
    body = filtered ? <NothingMatches {...filtered} /> : empty && <EmptyState {...empty} />;
  } else {
    body = (
      <>
        <DataRows {...layout} rows={shown && rowsOf(shown)} busy={busy} />
        {answered && (
          <div className="border-t border-slate-200 px-4">
            <DroppedRowsNote count={answered.dropped} />
            {/* The page the server answered (zero-based, Spring's `number` too), not the one asked for. */}
            {onPageChange && !(pagesOnlyWhenMany && answered.totalElements <= answered.size) && (
              <Pagination
                page={answered.page + 1}
                pageSize={answered.size}
                total={answered.totalElements}
                onPageChange={(next) => onPageChange(next, { replace: false })}
              />
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <>
      {/* Rows that stand in for the next answer are never counted as it. */}
      {countLabel && (
        <p role="status" className="sr-only">
          {state.failed
            ? ''
            : busy || !current
              ? (loadingLabel ?? t('common:loading'))
              : countLabel(countOf(current))}
        </p>
      )}
      <ListStateNote state={state} query={query} className="px-4 pt-4" />
      {body}
    </>
  );
}
