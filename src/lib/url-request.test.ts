import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { server } from '@/mocks/node';
import { filteredRead, springOrder } from './filtered-read';
import { listParams, pageSchema, type ListParams } from './page';
import { pagedListRequest, urlRequest } from './url-request';
import { choiceParam, fixedParam, pageParam, readUrlState, textParam } from './use-url-state';

const schema = z.object({
  status: z.catch(
    z.codec(z.string(), z.enum(['', 'PENDING', 'LOST']), {
      decode: (raw) => raw.toUpperCase() as '' | 'PENDING' | 'LOST',
      encode: (status) => status.toLowerCase(),
    }),
    '',
  ),
  search: textParam(),
  sort: choiceParam(['newest', 'cheapest'], 'newest'),
  page: pageParam(),
});
const SORTS = { newest: 'createdAt,desc', cheapest: 'value,asc' } as const;
const request = urlRequest(schema, (state): ListParams => ({
  ...listParams(state.page, 10, { status: state.status, search: state.search }),
  sort: SORTS[state.sort],
}));
const fromUrl = (search: string) => request(readUrlState(schema, new URLSearchParams(search)));

describe('urlRequest', () => {
  it('sends the defaults of the schema for what the URL leaves out', () => {
    expect(fromUrl('')).toEqual({ page: 0, size: 10, sort: 'createdAt,desc' });
    expect(request({})).toEqual(fromUrl(''));
  });

  it('sends a value the URL sets, as the server spells it', () => {
    expect(fromUrl('status=lost&search=%20un%20&sort=cheapest&page=3')).toEqual({
      page: 2,
      size: 10,
      status: 'LOST',
      search: 'un',
      sort: 'value,asc',
    });
  });

  it('keeps the status in the case the URL decoded it, whatever case it came in', () => {
    expect(fromUrl('status=pEnDiNg').status).toBe('PENDING');
    expect(fromUrl('status=nope')).not.toHaveProperty('status');
  });
});

type Row = { id: number; value: number };
const rows = pageSchema(z.object({ id: z.number(), value: z.number() }));

describe('filteredRead', () => {
  const read = filteredRead(rows, '/api/things', request, (params) => ['things', params] as const);

  it('keys a query by the params it sends, so a new filter is in the key', () => {
    expect(read.options({ search: 'un' }).queryKey).toEqual(['things', request({ search: 'un' })]);
    expect(read.options({ search: 'un' }).queryKey).not.toEqual(read.options({}).queryKey);
    expect(read.options({ page: 1 }).queryKey).toEqual(read.options({}).queryKey);
  });

  /** Serves two rows unordered, refusing any sort when `refuse`; returns the sorts it was sent. */
  function serveThings(refuse: boolean) {
    const sent: (string | null)[] = [];
    server.use(
      http.get('*/api/things', ({ request: req }) => {
        const sort = new URL(req.url).searchParams.get('sort');
        sent.push(sort);
        if (refuse && sort) return HttpResponse.json({ message: 'No property' }, { status: 500 });
        return HttpResponse.json([
          { id: 1, value: 30 },
          { id: 2, value: 10 },
        ]);
      }),
    );
    return sent;
  }
  const byValue = (heldBack: string[] = []) =>
    filteredRead(
      rows,
      '/api/things',
      request,
      (params) => ['things', params],
      springOrder<Row>({ value: (row) => row.value }, heldBack),
    );

  it('asks again without a sort the server refuses, and orders the page in hand', async () => {
    const sent = serveThings(true);
    const answer = await byValue().fetch({ sort: 'cheapest' });
    expect(sent).toEqual(['value,asc', null]);
    expect(answer.content.map((row) => row.id)).toEqual([2, 1]);
    expect(answer.sortedOnClient).toBe(true);
  });

  it('never sends a held-back sort, ordering the page in hand instead', async () => {
    const sent = serveThings(false);
    const answer = await byValue(['value']).fetch({ sort: 'cheapest' });
    expect(sent).toEqual([null]);
    expect(answer.content.map((row) => row.id)).toEqual([2, 1]);
  });
});

describe('pagedListRequest', () => {
  const paged = pagedListRequest(
    z.object({
      search: textParam(),
      withBids: z.catch(z.stringbool(), true),
      page: pageParam(),
      size: fixedParam(20),
    }),
  );

  it('sends the page zero-based, the size, and every other field set as a filter of its name', () => {
    expect(paged({ page: 3, search: ' baku ' })).toEqual({
      page: 2,
      size: 20,
      search: 'baku',
      withBids: true,
    });
  });

  it('leaves out a filter that is not set', () => {
    expect(paged({ withBids: false })).toEqual({ page: 0, size: 20 });
  });
});
