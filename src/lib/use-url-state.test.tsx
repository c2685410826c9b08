import { act, render } from '@testing-library/react';
import fc from 'fast-check';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { z } from 'zod/mini';
import {
  choiceParam,
  fixedParam,
  idOrNullParam,
  idParam,
  pageParam,
  readUrlState,
  textParam,
  toUrlSearchParams,
  useUrlState,
  type SetUrlState,
} from './use-url-state';

// The one mechanism behind every screen's URL state: what a link carries, what a reload reads back,
// and how changes are written. The screens' own tests (src/app/routes/**) prove each screen's params.

const STATUSES = ['', 'PENDING', 'APPROVED'] as const;
const schema = z.object({
  tab: choiceParam(['all', 'open', 'closed'], 'all'),
  search: textParam(),
  organization: idParam(),
  user: idOrNullParam(),
  withBids: z.catch(z.stringbool(), true),
  // Spelled lowercase in the URL, held uppercase (the all-bids status).
  status: z.catch(
    z.codec(z.string(), z.enum(STATUSES), {
      decode: (raw) => raw.toUpperCase() as (typeof STATUSES)[number],
      encode: (status) => status.toLowerCase(),
    }),
    '',
  ),
  size: fixedParam(10),
  page: pageParam(),
});
type State = z.infer<typeof schema>;
const defaults: State = {
  tab: 'all',
  search: '',
  organization: undefined,
  user: null,
  withBids: true,
  status: '',
  size: 10,
  page: 1,
};

function renderUrlState(url: string) {
  const seen: { state?: State; setState?: SetUrlState<State> } = {};
  function Probe() {
    [seen.state, seen.setState] = useUrlState(schema);
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const search = () => router.state.location.search;
  /** Writes a change and waits for the router to show it. */
  const set = (patch: Partial<State>, options?: { replace?: boolean }) =>
    act(() => Promise.resolve(seen.setState!(patch, options)));
  const back = () => act(() => router.navigate(-1));
  return { router, seen, search, set, back };
}

describe('useUrlState', () => {
  it('reads a plain URL as the defaults and writes none of them back', async () => {
    const view = renderUrlState('/list');
    expect(view.seen.state).toEqual(defaults);
    await view.set({ ...defaults });
    expect(view.search()).toBe('');
  });

  it('writes only what differs from the defaults, in the URL’s own spelling', async () => {
    const view = renderUrlState('/list');
    await view.set({ page: 2, withBids: false, status: 'PENDING', user: 7 });
    expect(Object.fromEntries(new URLSearchParams(view.search()))).toEqual({
      page: '2',
      withBids: 'false',
      status: 'pending',
      user: '7',
    });
    // Back to a default: that param leaves the URL.
    await view.set({ page: 1, withBids: true, status: '', user: null });
    expect(view.search()).toBe('');
  });

  it.each([
    ['tab=archived', { tab: 'all' }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=1.5', { page: 1 }],
    ['page=two', { page: 1 }],
    ['organization=abc', { organization: undefined }],
    ['organization=0', { organization: undefined }],
    ['user=-1', { user: null }],
    ['withBids=maybe', { withBids: true }],
    ['status=lost', { status: '' }],
    ['size=500', { size: 10 }],
  ])('falls back to the default for a garbage value: %s', (search, expected) => {
    const view = renderUrlState(`/list?${search}`);
    expect(view.seen.state).toEqual({ ...defaults, ...expected });
  });

  it('keeps the good values beside a bad one, and reads a status in any case', () => {
    const view = renderUrlState('/list?tab=open&page=oops&organization=3&status=Approved');
    expect(view.seen.state).toEqual({ ...defaults, tab: 'open', organization: 3, status: 'APPROVED' });
  });

  it('merges two quick changes, made before the first is shown, into one state', async () => {
    const view = renderUrlState('/list?search=flour');
    await act(() => {
      view.seen.setState!({ tab: 'open', page: 1 });
      view.seen.setState!({ page: 3 });
      return Promise.resolve();
    });
    expect(view.seen.state).toEqual({ ...defaults, search: 'flour', tab: 'open', page: 3 });
    expect(view.search()).toBe('?tab=open&search=flour&page=3');
  });

  it('builds on the URL again after Back', async () => {
    const view = renderUrlState('/list');
    await view.set({ tab: 'open' });
    await view.back();
    expect(view.seen.state).toEqual(defaults);
    await view.set({ page: 2 });
    expect(view.search()).toBe('?page=2');
  });

  it('pushes a history entry by default and replaces it while typing, so Back skips the letters', async () => {
    const view = renderUrlState('/list');
    await view.set({ tab: 'closed' });
    expect(view.router.state.historyAction).toBe('PUSH');
    for (const search of ['r', 'ro', 'roa']) {
      await view.set({ search }, { replace: true });
      expect(view.router.state.historyAction).toBe('REPLACE');
    }
    expect(view.search()).toBe('?tab=closed&search=roa');
    await view.back();
    expect(view.search()).toBe('');
  });

  it('drops params the screen does not own', async () => {
    const view = renderUrlState('/list?page=2&utm_source=mail');
    await view.set({ tab: 'open' });
    expect(view.search()).toBe('?tab=open&page=2');
  });
});

describe('URL state round trip', () => {
  const validState = fc.record<State>({
    tab: fc.constantFrom('all', 'open', 'closed'),
    search: fc.string({ unit: 'grapheme', maxLength: 20 }),
    organization: fc.option(fc.integer({ min: 1, max: 2 ** 31 }), { nil: undefined }),
    user: fc.option(fc.integer({ min: 1, max: 2 ** 31 }), { nil: null }),
    withBids: fc.boolean(),
    status: fc.constantFrom(...STATUSES),
    size: fc.constant(10),
    page: fc.integer({ min: 1, max: 10_000 }),
  });

  it('reads back, from the URL, any valid state written to it', async () => {
    const view = renderUrlState('/list');
    await fc.assert(
      fc.asyncProperty(validState, async (state) => {
        await view.set(state);
        expect(view.seen.state).toEqual(state);
        expect(readUrlState(schema, new URLSearchParams(view.search()))).toEqual(state);
      }),
      { numRuns: 60 },
    );
  });

  it('writes the same URL for the same state, whatever was there before', () => {
    fc.assert(
      fc.property(validState, (state) => {
        const url = toUrlSearchParams(schema, state).toString();
        expect(toUrlSearchParams(schema, readUrlState(schema, new URLSearchParams(url))).toString()).toBe(
          url,
        );
      }),
    );
  });
});
