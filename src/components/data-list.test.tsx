import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { noRowsOnPage } from '@/lib/list-state';
import type { Page } from '@/lib/page';
import { onPhone, onTablet } from '@tests/utils/window-width';
import { DataList, type DataListQuery, type ListAnswer } from './data-list';
import { nextSort, type DataColumn, type DataSort } from './data-list-columns';

// The one list of the product, read from a TanStack-shaped query, on a desk and on a phone.

type Fruit = { id: number; name: string; price: number; note?: string };
type FruitPage = Page<Fruit>;
const APPLE: Fruit = { id: 1, name: 'Apple', price: 3, note: 'Crisp' };
const PEAR: Fruit = { id: 2, name: 'Pear', price: 5 };

const columns: DataColumn<Fruit>[] = [
  { id: 'name', header: 'Name', cell: (f) => f.name, card: 'title', sortable: true },
  {
    id: 'price',
    header: 'Price',
    cell: (f) => `${f.price} AZN`,
    numeric: true,
    card: 'lead',
    cardLabel: true,
  },
  { id: 'state', header: 'State', cell: () => 'Fresh', card: 'badge', sortable: ['descending'] },
  { id: 'note', header: 'Note', cell: (f) => f.note ?? '—', card: 'wide' },
  { id: 'code', header: 'Code', cell: (f) => `F-${f.id}` },
  { id: 'secret', header: 'Internal', cell: () => 'desk only', card: 'hidden', className: 'min-w-44' },
  {
    id: 'actions',
    header: 'Actions',
    actions: true,
    cell: (f) => <button type="button">Edit {f.name}</button>,
    cardCell: (f) => <button type="button">Edit {f.name} on the card</button>,
  },
];

const page = (content: Fruit[], over: Partial<FruitPage> = {}): FruitPage => ({
  content,
  page: 0,
  size: 10,
  totalElements: content.length,
  totalPages: 1,
  dropped: 0,
  ...over,
});

function query<A extends ListAnswer<Fruit> = FruitPage>(
  over: Partial<DataListQuery<A>> = {},
): DataListQuery<A> {
  return {
    // The default answer; a test passing its own `data` picks the answer's type.
    data: page([APPLE, PEAR]) as unknown as A,
    error: null,
    isError: false,
    isPlaceholderData: false,
    fetchStatus: 'idle',
    dataUpdatedAt: new Date(2025, 2, 10, 14, 2).getTime(),
    refetch: vi.fn(),
    ...over,
  };
}

type Extra<A extends ListAnswer<Fruit>> = Partial<Parameters<typeof DataList<Fruit, A>>[0]>;
function renderList<A extends ListAnswer<Fruit>>(q: DataListQuery<A>, extra: Extra<A> = {}) {
  const props = {
    query: q,
    columns,
    rowKey: (f: Fruit) => f.id,
    caption: 'Fruit on sale',
    countLabel: (count: number) => `${count} fruits`,
    empty: { title: 'No fruit yet', description: 'Add the first one.' },
    testId: 'fruit-table',
    cardsTestId: 'fruit-cards',
    rowAttributes: (f: Fruit) => ({ 'data-testid': 'fruit-row', 'data-fruit': f.id }),
    page: 1,
    onPageChange: vi.fn(),
    ...extra,
  };
  return { ...render(<DataList<Fruit, A> {...props} />), props };
}

const status = () => screen.getByText((_, el) => el?.getAttribute('role') === 'status' && el.tagName === 'P');

beforeAll(() => i18n.loadNamespaces(['ui', 'common', 'errors']));
// The shared setup puts every test back in az; these read in English.
beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe('DataList on a desk', () => {
  it('stands five skeleton rows in a busy table while the first page loads', () => {
    const { container } = renderList(query({ data: undefined, fetchStatus: 'fetching' }));
    const table = screen.getByTestId('fruit-table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-slot="skeleton-row"]')).toHaveLength(5);
    expect(container.querySelectorAll('[data-slot="skeleton-row"] td')).toHaveLength(5 * columns.length);
    expect(screen.queryByTestId('fruit-row')).toBeNull();
    expect(status()).toHaveTextContent('Loading…');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('takes another number of skeletons', () => {
    const { container } = renderList(query({ data: undefined }), { skeletonRows: 3 });
    expect(container.querySelectorAll('[data-slot="skeleton-row"]')).toHaveLength(3);
  });

  it('draws one row per item with its attributes, a caption, and the actions pinned right', () => {
    renderList(query());
    const table = screen.getByRole('table', { name: 'Fruit on sale' });
    expect(table).toHaveAttribute('aria-busy', 'false');
    expect(table.parentElement).toHaveClass('relative', 'overflow-x-auto', 'contain-inline-size');
    expect(table.querySelector('thead')).toHaveClass('sticky', 'top-0');
    const rows = screen.getAllByTestId('fruit-row');
    expect(rows.map((r) => r.getAttribute('data-fruit'))).toEqual(['1', '2']);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Apple', '3 AZN', 'Fresh', 'Crisp', 'F-1', 'desk only', 'Edit Apple']);
    // The actions' header is for screen readers; the column stays at the right edge while it scrolls.
    const actionsHeader = screen.getByRole('columnheader', { name: 'Actions' });
    expect(within(actionsHeader).getByText('Actions')).toHaveClass('sr-only');
    expect(actionsHeader).toHaveClass('sticky', 'right-0', 'text-right');
    expect(within(rows[0]!).getByRole('button', { name: 'Edit Apple' }).closest('td')).toHaveClass('sticky');
    expect(within(rows[0]!).getByText('3 AZN')).toHaveClass('text-right', 'tabular-nums');
    expect(screen.getByRole('columnheader', { name: 'Internal' })).toHaveClass('min-w-44');
    expect(status()).toHaveTextContent('2 fruits');
    expect(screen.queryByRole('list', { name: 'Fruit on sale' })).toBeNull();
  });

  it('puts long cells at the top of their row when asked', () => {
    renderList(query(), { alignTop: true });
    expect(screen.getByText('F-1')).toHaveClass('align-top');
  });
});

describe('DataList on a phone', () => {
  it('stands card placeholders in a busy list while the first page loads', () => {
    onPhone();
    const { container } = renderList(query({ data: undefined }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByTestId('fruit-cards')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-slot="skeleton-card"]')).toHaveLength(5);
  });

  it('draws a card per item: title and badge on top, the lead, the details, the actions last', () => {
    onPhone();
    renderList(query());
    const list = screen.getByRole('list', { name: 'Fruit on sale' });
    expect(list).toHaveAttribute('data-testid', 'fruit-cards');
    const cards = within(list).getAllByTestId('fruit-row');
    expect(cards).toHaveLength(2);
    const apple = cards[0]!;
    expect(apple.tagName).toBe('LI');
    expect(apple).toHaveAttribute('data-fruit', '1');
    const head = apple.firstElementChild!;
    expect(head.textContent).toBe('AppleFresh');
    // The lead line carries its header; the details are a list of header and value.
    expect(head.nextElementSibling).toHaveTextContent('Price: 3 AZN');
    const terms = within(apple)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(terms).toEqual(['Note', 'Code']);
    expect(within(apple).getByText('Crisp').parentElement).toHaveClass('basis-full');
    expect(apple).not.toHaveTextContent('desk only');
    // The card's own version of a cell, here the action, closes the card.
    expect(apple.lastElementChild).toHaveTextContent('Edit Apple on the card');
    expect(status()).toHaveTextContent('2 fruits');
  });

  it('gives a tablet cards only for a list that asks for them below lg', () => {
    onTablet();
    const { unmount } = renderList(query());
    expect(screen.getByRole('table')).toBeInTheDocument();
    unmount();
    renderList(query(), { cardsBelow: 'lg' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByTestId('fruit-cards')).toBeInTheDocument();
  });
});

describe('DataList states', () => {
  it('keeps the previous page dimmed and busy while the next one loads, and does not count it', () => {
    renderList(query({ isPlaceholderData: true, fetchStatus: 'fetching' }));
    const table = screen.getByTestId('fruit-table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.parentElement).toHaveClass('opacity-60');
    expect(screen.getAllByTestId('fruit-row')).toHaveLength(2);
    expect(status()).toHaveTextContent('Loading…');
  });

  it('dims the cards the same way on a phone', () => {
    onPhone();
    renderList(query({ isPlaceholderData: true }));
    expect(screen.getByTestId('fruit-cards')).toHaveClass('opacity-60');
    expect(screen.getByTestId('fruit-cards')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows skeletons, not the empty state, while an empty earlier answer stands in', () => {
    const { container } = renderList(query({ data: page([]), isPlaceholderData: true }));
    expect(screen.queryByText('No fruit yet')).toBeNull();
    expect(container.querySelectorAll('[data-slot="skeleton-row"]')).toHaveLength(5);
  });

  it("says the list is empty in the feature's words, with its way out", async () => {
    const clear = vi.fn();
    const action = (
      <button type="button" onClick={clear}>
        Clear the filters
      </button>
    );
    renderList(query({ data: page([]) }), {
      empty: { title: 'No fruit found', description: 'Try less.', action },
    });
    expect(screen.getByText('No fruit found')).toBeInTheDocument();
    expect(screen.getByText('Try less.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(status()).toHaveTextContent('0 fruits');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('says nothing matches a filtered list, with the button clearing the filters', async () => {
    const onClear = vi.fn();
    renderList(query({ data: page([]) }), {
      filtered: { description: 'No fruit matches the search.', clearLabel: 'Clear the search', onClear },
    });
    expect(screen.getByText('No result found')).toBeInTheDocument();
    expect(screen.getByText('No fruit matches the search.')).toBeInTheDocument();
    expect(screen.queryByText('No fruit yet')).toBeNull();
    expect(status()).toHaveTextContent('0 fruits');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('draws no clear button for a filtered list that has no way to clear', () => {
    renderList(query({ data: page([]) }), { filtered: { description: 'Change the filters.' } });
    expect(screen.getByText('No result found')).toBeInTheDocument();
    expect(screen.getByText('Change the filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says its own empty state while the filters are off, and rows whatever the filters', () => {
    const filtered = { description: 'No fruit matches the search.', clearLabel: 'Clear', onClear: vi.fn() };
    const { unmount } = renderList(query({ data: page([]) }), { filtered: false });
    expect(screen.getByText('No fruit yet')).toBeInTheDocument();
    expect(screen.getByText('Add the first one.')).toBeInTheDocument();
    expect(screen.queryByText('No result found')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    unmount();
    renderList(query(), { filtered });
    expect(screen.getAllByTestId('fruit-row')).toHaveLength(2);
    expect(screen.queryByText('No result found')).toBeNull();
  });

  it('counts a page with no rows as empty only when the list says so', () => {
    const past = page([], { page: 2, totalElements: 25 });
    const { unmount } = renderList(query({ data: past }), { isEmpty: noRowsOnPage, page: 3 });
    expect(screen.getByText('No fruit yet')).toBeInTheDocument();
    unmount();
    renderList(query({ data: page([], { dropped: 1, totalElements: 1 }) }), { isEmpty: noRowsOnPage });
    expect(screen.queryByText('No fruit yet')).toBeNull();
    expect(screen.getByText('1 row could not be shown')).toBeInTheDocument();
  });

  it('shows the error where the rows would be, and retries through the query', async () => {
    const failed = query({
      data: undefined,
      isError: true,
      error: new ApiError({ kind: 'http', status: 400, message: 'x', serverMessage: 'Fruit is off' }),
    });
    renderList(failed);
    expect(screen.getByRole('alert')).toHaveTextContent('Fruit is off');
    expect(screen.queryByRole('table')).toBeNull();
    expect(status()).toHaveTextContent(/^$/);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows of a failed refresh, with a note saying how old they are', () => {
    renderList(query({ isError: true, isRefetchError: true, error: new Error('offline') }));
    expect(screen.getAllByTestId('fruit-row')).toHaveLength(2);
    expect(screen.queryByRole('alert', { name: /could not load/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says the rows on screen are the earlier ones while the request waits for the connection', () => {
    renderList(query({ fetchStatus: 'paused', isPlaceholderData: true }));
    expect(
      screen.getByText('Waiting for the connection — these are the earlier results.'),
    ).toBeInTheDocument();
  });

  it('counts the rows the app could not read under the list', () => {
    renderList(query({ data: page([APPLE], { dropped: 2, totalElements: 3 }) }));
    expect(screen.getAllByTestId('fruit-row')).toHaveLength(1);
    expect(screen.getByText('2 rows could not be shown')).toBeInTheDocument();
  });

  it('says nothing of dropped rows when none were dropped', () => {
    renderList(query());
    expect(screen.queryByText(/could not be shown/)).toBeNull();
  });

  it('draws every row of an answer that is a plain array, without pages', () => {
    renderList(query({ data: [APPLE, PEAR] }));
    expect(screen.getAllByTestId('fruit-row')).toHaveLength(2);
    expect(status()).toHaveTextContent('2 fruits');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});

describe('DataList pages', () => {
  const many = (number: number) => page([APPLE, PEAR], { page: number, size: 2, totalElements: 7 });

  it('shows the page the server answered and asks for another', async () => {
    const { props } = renderList(query({ data: many(1) }), { page: 2 });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('3–4 of 7')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 4' }));
    expect(props.onPageChange).toHaveBeenCalledWith(4, { replace: false });
  });

  it('draws no pages for a list that cannot change page', () => {
    renderList(query({ data: many(0) }), { onPageChange: undefined });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('brings a link past the last page back to the last page, replacing the history entry', () => {
    const past = page([], { page: 5, size: 2, totalElements: 7 });
    const { props } = renderList(query({ data: past }), { page: 6 });
    expect(props.onPageChange).toHaveBeenCalledWith(4, { replace: true });
  });

  it('leaves the last page itself alone', () => {
    const { props } = renderList(query({ data: many(3) }), { page: 4 });
    expect(props.onPageChange).not.toHaveBeenCalled();
  });
});

describe('DataList sort', () => {
  it('marks the sorted header and asks the caller for the next order on a click', async () => {
    const onSortChange = vi.fn();
    const sort: DataSort = { column: 'name', direction: 'ascending' };
    renderList(query(), { sort, onSortChange });
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'State' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(name).getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    await userEvent.click(screen.getByRole('button', { name: 'State' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'state', direction: 'descending' });
    // A column without `sortable` has no button.
    expect(within(screen.getByRole('columnheader', { name: 'Code' })).queryByRole('button')).toBeNull();
  });

  it('says which column orders the list even when its header is not a button', () => {
    renderList(query(), { sort: { column: 'code', direction: 'descending' } });
    expect(screen.getByRole('columnheader', { name: 'Code' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.queryByRole('button', { name: 'Name' })).toBeNull();
  });

  it('cycles each column through its own directions', () => {
    const both = { id: 'name', sortable: true };
    expect(nextSort(both, undefined)).toEqual({ column: 'name', direction: 'ascending' });
    expect(nextSort(both, { column: 'name', direction: 'ascending' }).direction).toBe('descending');
    expect(nextSort(both, { column: 'name', direction: 'descending' }).direction).toBe('ascending');
    expect(nextSort(both, { column: 'price', direction: 'descending' })).toEqual({
      column: 'name',
      direction: 'ascending',
    });
    const downOnly = { id: 'state', sortable: ['descending'] as const };
    expect(nextSort(downOnly, { column: 'state', direction: 'descending' }).direction).toBe('descending');
  });
});
