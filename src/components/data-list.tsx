import { FilterX } from 'lucide-react';
import { Suspense, useEffect, type ComponentProps, type Key, type ReactNode } from 'react';
import { lazyRetrying } from '@/lib/lazy-retrying';
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

type TableComponent = <Row>(props: DataTableProps<Row>) => ReactNode;
let loadedTable: TableComponent | null = null;
const loadTable = () =>
  import('./data-list-table').then((m) => {
    loadedTable = m.DataTable as TableComponent;
    return { default: m.DataTable as (props: DataTableProps<unknown>) => ReactNode };
  });
const LazyTable = lazyRetrying(loadTable) as unknown as TableComponent;
if (!isNarrowerThan('md')) void loadTable().catch(() => undefined);

type PageLike<Row> = {
  content: readonly Row[];
  page: number;
  size: number;
  totalElements: number;
  dropped?: number;
};

export type ListAnswer<Row> = PageLike<Row> | readonly Row[];

export type DataListQuery<Answer> = ListQuery<Answer> & RefreshableQuery & { error: unknown };

type LayoutProps<Row> = {
  columns: ReadonlyArray<DataColumn<Row>>;
  rowKey: (row: Row) => Key;
  caption: string;
  /** Cards below this width: 'lg' for a table wider than a tablet. */
  cardsBelow?: CardBreakpoint;
  testId?: string;
  cardsTestId?: string;
  rowAttributes?: RowAttributes<Row>;
  alignTop?: boolean;
  stretchedLinks?: boolean;
  skeletonRows?: number;
  sort?: DataSort;
  onSortChange?: (sort: DataSort) => void;
};

type DataRowsProps<Row> = LayoutProps<Row> & {
  rows: readonly Row[] | undefined;
  busy: boolean;
};

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

export type DataListEmpty = ComponentProps<typeof EmptyState>;

export type DataListFiltered = {
  description: string;
} & (
  | {
      clearLabel: string;
      onClear: () => void;
    }
  | { clearLabel?: undefined; onClear?: undefined }
);

type EmptyProps =
  | {
      empty: DataListEmpty;
      filtered?: DataListFiltered | false;
    }
  | { empty?: undefined; filtered: DataListFiltered };

type DataListProps<Row, Answer extends ListAnswer<Row>> = LayoutProps<Row> & EmptyProps & QueryProps<Answer>;

type QueryProps<Answer> = {
  query: DataListQuery<Answer>;
  isEmpty?: (answer: NoInfer<Answer>) => boolean;
  countLabel?: (count: number) => string;
  loadingLabel?: string;
  page?: number;
  onPageChange?: (page: number, options: { replace: boolean }) => void;
  pagesOnlyWhenMany?: boolean;
};

const rowsOf = <Row,>(answer: ListAnswer<Row>) => (isPage(answer) ? answer.content : answer);
function isPage<Row>(answer: ListAnswer<Row>): answer is PageLike<Row> {
  return !Array.isArray(answer);
}
const countOf = <Row,>(answer: ListAnswer<Row>) => (isPage(answer) ? answer.totalElements : answer.length);
const nothingIn = <Row,>(answer: ListAnswer<Row>) => countOf(answer) === 0;

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
