import { keepPreviousData, onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { listState, noRowsOnPage, nothingFound, type ListQuery } from './list-state';

// One reading of a list's query for every list: which rows to draw, whether they are the answer to
// what is asked, and which note or state goes with them.

type Answer = { totalElements: number; content: string[]; dropped?: number };
const rows: Answer = { totalElements: 2, content: ['INQ-1', 'INQ-2'] };
const none: Answer = { totalElements: 0, content: [] };

const query = (overrides: Partial<ListQuery<Answer>> = {}): ListQuery<Answer> => ({
  data: rows,
  isError: false,
  isPlaceholderData: false,
  fetchStatus: 'idle',
  ...overrides,
});
const state = (overrides: Partial<ListQuery<Answer>> = {}) => listState(query(overrides), nothingFound);

describe('listState', () => {
  it('shows and counts the answer to what is asked', () => {
    expect(state()).toEqual({
      shown: rows,
      current: rows,
      stale: false,
      busy: false,
      waitingForNetwork: false,
      refreshFailed: false,
      failed: false,
      empty: false,
    });
  });

  it('asks for skeletons while nothing has come yet', () => {
    expect(state({ data: undefined, fetchStatus: 'fetching' })).toMatchObject({
      shown: undefined,
      current: undefined,
      busy: true,
      failed: false,
      empty: false,
    });
  });

  describe('another filter’s rows standing in', () => {
    it.each(['fetching', 'paused', 'idle'] as const)(
      'are stale and busy, never the current answer, while the new one is %s',
      (fetchStatus) => {
        expect(state({ isPlaceholderData: true, fetchStatus })).toMatchObject({
          shown: rows,
          current: undefined,
          stale: true,
          busy: true,
          empty: false,
        });
      },
    );

    it('are the current answer again once it came (just outside)', () => {
      expect(state({ isPlaceholderData: false, fetchStatus: 'idle' })).toMatchObject({
        current: rows,
        stale: false,
        busy: false,
      });
    });

    it('with no rows of their own say nothing about the new filter: skeletons, not the empty state', () => {
      expect(state({ data: none, isPlaceholderData: true, fetchStatus: 'fetching' })).toMatchObject({
        shown: undefined,
        current: undefined,
        busy: true,
        empty: false,
      });
    });
  });

  describe('waiting for the network', () => {
    it('while a request is paused, with or without rows to show', () => {
      expect(state({ fetchStatus: 'paused', isPlaceholderData: true }).waitingForNetwork).toBe(true);
      expect(state({ fetchStatus: 'paused', data: undefined }).waitingForNetwork).toBe(true);
      expect(state({ fetchStatus: 'paused' }).waitingForNetwork).toBe(true);
    });

    it.each(['fetching', 'idle'] as const)('not while it is %s', (fetchStatus) => {
      expect(state({ fetchStatus, isPlaceholderData: true }).waitingForNetwork).toBe(false);
    });
  });

  describe('errors', () => {
    it('a failed refresh of the same list keeps its rows and says so', () => {
      expect(state({ isError: true })).toMatchObject({
        shown: rows,
        current: rows,
        refreshFailed: true,
        failed: false,
        busy: false,
      });
    });

    it('a failure with nothing to show is the error state, not busy, not empty', () => {
      expect(state({ isError: true, data: undefined })).toMatchObject({
        shown: undefined,
        refreshFailed: false,
        failed: true,
        busy: false,
        empty: false,
      });
    });

    it('no error, no note (just outside)', () => {
      expect(state({ isError: false })).toMatchObject({ refreshFailed: false, failed: false });
    });
  });

  describe('empty', () => {
    it('when the current answer has nothing', () => {
      expect(state({ data: none })).toMatchObject({ empty: true, busy: false, shown: none });
    });

    it('also after a failed refresh of an empty list', () => {
      expect(state({ data: none, isError: true })).toMatchObject({ empty: true, refreshFailed: true });
    });

    it('not with one row (just outside)', () => {
      expect(state({ data: { totalElements: 1, content: ['INQ-1'] } }).empty).toBe(false);
    });
  });
});

describe('what counts as an empty page', () => {
  it('nothingFound: the server counts nothing; a page past the end still counts rows', () => {
    expect(nothingFound({ totalElements: 0 })).toBe(true);
    expect(nothingFound({ totalElements: 1 })).toBe(false);
  });

  it('noRowsOnPage: no row at all, not even one that failed to read', () => {
    expect(noRowsOnPage({ content: [], dropped: 0 })).toBe(true);
    expect(noRowsOnPage({ content: [] })).toBe(true);
    expect(noRowsOnPage({ content: [], dropped: 1 })).toBe(false);
    expect(noRowsOnPage({ content: ['INQ-1'], dropped: 0 })).toBe(false);
  });
});

// The flags above are TanStack's: these follow a real query through the cases the lists meet.
describe('listState over a real TanStack query', () => {
  let client: QueryClient;
  const answers = new Map<string, () => Promise<Answer>>();
  const options = (filter: string) => ({
    queryKey: ['list', filter],
    queryFn: () => answers.get(filter)!(),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const observe = (filter: string) => new QueryObserver<Answer>(client, options(filter));
  const read = (observer: QueryObserver<Answer>) => listState(observer.getCurrentResult(), nothingFound);
  const settled = (observer: QueryObserver<Answer>) =>
    vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('idle'));

  beforeEach(() => {
    client = new QueryClient();
    client.mount(); // as QueryClientProvider does: it then hears the connection come back
  });
  afterEach(() => {
    onlineManager.setOnline(true);
    client.unmount();
    client.clear();
  });

  it('a new filter asked while offline: the old rows stand in, stale and waiting', async () => {
    answers.set('a', () => Promise.resolve(rows));
    answers.set('b', () => Promise.resolve(none));
    const observer = observe('a');
    const unsubscribe = observer.subscribe(() => undefined);
    await settled(observer);
    expect(read(observer)).toMatchObject({ current: rows, stale: false });

    onlineManager.setOnline(false);
    observer.setOptions(options('b'));
    expect(observer.getCurrentResult().isFetching).toBe(false); // why 'isFetching' alone missed it
    expect(read(observer)).toMatchObject({
      shown: rows,
      current: undefined,
      stale: true,
      busy: true,
      waitingForNetwork: true,
    });

    onlineManager.setOnline(true);
    await settled(observer);
    expect(read(observer)).toMatchObject({
      current: none,
      stale: false,
      empty: true,
      waitingForNetwork: false,
    });
    unsubscribe();
  });

  it('a refresh of the same list that fails keeps its rows; the next good answer clears the note', async () => {
    let fail = false;
    answers.set('a', () => (fail ? Promise.reject(new Error('502')) : Promise.resolve(rows)));
    const observer = observe('a');
    const unsubscribe = observer.subscribe(() => undefined);
    await settled(observer);

    fail = true;
    await observer.refetch();
    expect(read(observer)).toMatchObject({ shown: rows, refreshFailed: true, failed: false });

    fail = false;
    await observer.refetch();
    expect(read(observer)).toMatchObject({ shown: rows, refreshFailed: false });
    unsubscribe();
  });

  it('a new filter whose first answer fails is the error state, not the old rows', async () => {
    answers.set('a', () => Promise.resolve(rows));
    answers.set('b', () => Promise.reject(new Error('502')));
    const observer = observe('a');
    const unsubscribe = observer.subscribe(() => undefined);
    await settled(observer);
    observer.setOptions(options('b'));
    await settled(observer);
    expect(read(observer)).toMatchObject({ shown: undefined, failed: true, refreshFailed: false });
    unsubscribe();
  });
});
