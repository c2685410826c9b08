import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatMoney } from '@/lib/numbers';
import { toBidDto } from '@/mocks/bid-dto';
import { readDb } from '@/mocks/db/db';
import type { BidRecord } from '@/mocks/db/models';
import { server } from '@/mocks/node';
import { demoOrganization, givenBid, givenInquiry, organizationOf } from '@tests/utils/factories';
import { getParams, recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// The importer's all-bids screen (/all-bids/{id}) asks the spec's GET /api/bids/bids/{id} with its
// order as Spring's Pageable reads it (`createdAt,desc` by default) and shows that order; nothing is
// asked on a field the spec does not name (no transitDays); a server that refuses the sort still
// gets a list, ordered here, without marks it cannot prove and without an alarming message; an
// inquiry that does not exist is 'not found', with no retry.

const DAY = 86_400_000;
const carriers = () => [
  demoOrganization('LOGISTIC').id,
  organizationOf('aysel@silkwaycargo.az').id,
  organizationOf('mehmet@anadolunakliyat.com.tr').id,
];

/** Bids on a new inquiry, one a day, the first `days` ago; each carrier in turn; all in USD. */
function inquiryWithBids(count: number, terms: (i: number) => Partial<BidRecord> = () => ({})) {
  const inquiry = givenInquiry();
  const bids = Array.from({ length: count }, (_, i) =>
    givenBid({
      inquiryId: inquiry.id,
      organizationId: carriers()[i % 3]!,
      currency: 'USD',
      value: 1000 + ((i * 7) % 5) * 100 + i,
      transitDays: 20 - i,
      createdAt: new Date(Date.now() - (count - i) * DAY).toISOString(),
      ...terms(i),
    }),
  );
  return { inquiry, bids };
}

const listPath = (id: number) => `/api/bids/bids/${id}`;
/** The price of each row shown, in order, read by the prices the bids were given. */
const shownPrices = (bids: BidRecord[]) =>
  screen
    .getAllByTestId('bid-row')
    .map((row) => bids.find((b) => row.textContent?.includes(formatMoney(b.value, 'USD', 'az')))?.value);
const newestFirst = (bids: BidRecord[]) =>
  [...bids].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((b) => b.value);

/** A Spring backend without the sort's property: 500 to any request with `sort`, its own order otherwise. */
function refusingSort(inquiryId: number, ownOrder: (bids: BidRecord[]) => BidRecord[]) {
  server.use(
    http.get(`*${listPath(inquiryId)}`, ({ request }) => {
      const url = new URL(request.url);
      const sort = url.searchParams.get('sort');
      if (sort !== null)
        return HttpResponse.json(
          {
            timestamp: new Date().toISOString(),
            status: 500,
            error: 'Internal Server Error',
            message: `No property '${sort.split(',')[0]}' found for type 'Bid'`,
            path: listPath(inquiryId),
          },
          { status: 500 },
        );
      const db = readDb();
      const inquiry = db.inquiries.find((i) => i.id === inquiryId)!;
      const size = Number(url.searchParams.get('size'));
      const page = Number(url.searchParams.get('page'));
      const all = ownOrder(db.bids.filter((b) => b.inquiryId === inquiryId));
      return HttpResponse.json({
        content: all.slice(page * size, page * size + size).map((b) => toBidDto(db, b, inquiry)),
        number: page,
        size,
        totalElements: all.length,
        totalPages: Math.ceil(all.length / size),
      });
    }),
  );
}

describe('all bids sorts the way Spring reads it', () => {
  it('asks sort=createdAt,desc and shows the bids newest first', async () => {
    const { inquiry, bids } = inquiryWithBids(4);
    const requests = recordRequests();
    renderApp({ url: `/all-bids/${inquiry.id}`, role: 'IMPORTER' });
    await waitFor(() => expect(shownPrices(bids)).toEqual(newestFirst(bids)));
    expect(getParams(requests, listPath(inquiry.id)).map((query) => query.sort)).toEqual(['createdAt,desc']);
  });

  it('never asks a spec endpoint for transitDays: not for the fastest mark, not for fastest first', async () => {
    // Two pages: the cheapest across pages is asked (by value, a spec field), the fastest is not.
    const { inquiry } = inquiryWithBids(12);
    const requests = recordRequests();
    const { user } = renderApp({ url: `/all-bids/${inquiry.id}`, role: 'IMPORTER' });
    await screen.findAllByTestId('bid-row');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sıralama' }), 'Əvvəlcə ən sürətli');
    // Fastest first, within the page the server gave.
    await waitFor(() => {
      const days = screen
        .getAllByTestId('bid-row')
        .map((row) => Number(/(\d+) gün yolda/.exec(row.textContent ?? '')?.[1]));
      expect(days).toEqual([...days].sort((a, b) => a - b));
    });
    requests.stop();
    const sorts = getParams(requests, listPath(inquiry.id)).map((query) => query.sort ?? null);
    expect(sorts.some((sort) => sort?.includes('transitDays'))).toBe(false);
    expect(sorts).toContain('value,asc');
    expect(sorts).toContain(null);
    expect(screen.queryByText('Ən sürətli')).not.toBeInTheDocument();
  });

  it('marks the fastest from the rows in hand when every bid is on the page', async () => {
    const { inquiry, bids } = inquiryWithBids(3);
    renderApp({ url: `/all-bids/${inquiry.id}`, role: 'IMPORTER' });
    const fastest = bids.reduce((a, b) => ((a.transitDays ?? 99) <= (b.transitDays ?? 99) ? a : b));
    await waitFor(() => expect(screen.getAllByText('Ən sürətli')).toHaveLength(1));
    const marked = screen.getAllByTestId('bid-row').find((row) => row.textContent?.includes('Ən sürətli'));
    expect(marked?.textContent).toContain(`${fastest.transitDays} gün yolda`);
  });

  it('on a 500 to its sort, shows the list ordered here, with no marks across pages and nothing alarming', async () => {
    // Twelve bids, the server's own order oldest first; the screen wants newest first.
    const { inquiry, bids } = inquiryWithBids(12);
    refusingSort(inquiry.id, (rows) => [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt)));
    const requests = recordRequests();
    // Compared in one currency, so the cheapest would be marked across pages from the server's candidate.
    renderApp({ url: `/all-bids/${inquiry.id}?currency=USD`, role: 'IMPORTER' });
    const firstPage = [...bids].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).slice(0, 10);
    await waitFor(() => expect(shownPrices(bids)).toEqual(newestFirst(firstPage)));
    expect(
      getParams(requests, listPath(inquiry.id))
        .filter((q) => q.size === '10')
        .map((q) => q.sort ?? null),
    ).toEqual(['createdAt,desc', null]);
    // The cheapest candidate was refused too: no mark is claimed across pages.
    await waitFor(() =>
      expect(getParams(requests, listPath(inquiry.id)).filter((q) => q.size === '1')).toHaveLength(2),
    );
    expect(screen.queryByText('Ən sərfəli')).not.toBeInTheDocument();
    expect(screen.queryByText('Ən sürətli')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/No property/)).not.toBeInTheDocument();
    // At most a quiet note that the order holds within this page.
    expect(screen.getByTestId('sorted-on-page')).toHaveTextContent('Bu səhifədə sıralanıb');
  });
});

describe('all bids of an inquiry that does not exist', () => {
  it('shows not found with the way back, and no retry that cannot help', async () => {
    renderApp({ url: '/all-bids/999999', role: 'IMPORTER' });
    expect(await screen.findByText('Təkliflər tapılmadı')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yenidən cəhd et' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const back = screen.getByRole('link', { name: /Geri/ });
    expect(back).toHaveAttribute('href', '/inquiries-bids');
    expect(
      within(document.body).getByRole('heading', { level: 1, name: 'Bütün təkliflər' }),
    ).toBeInTheDocument();
  });
});
