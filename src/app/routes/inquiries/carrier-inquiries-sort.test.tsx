import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readDb } from '@/mocks/db/db';
import type { InquiryRecord } from '@/mocks/db/models';
import { toSummary } from '@/mocks/inquiry-dto';
import { server } from '@/mocks/node';
import { givenInquiry } from '@tests/utils/factories';
import { inquiryTable, openInquiryList } from '@tests/utils/inquiry-lists';
import { getParams } from '@tests/utils/record-requests';

// The carrier's list (/inquiry) asks the spec's GET /api/bids/inquiries with its order as Spring's
// Pageable reads it, and shows that order; a server that refuses the sort still gets a list, ordered
// here, with nothing alarming said.

// The first visit loads the route's lazy module and words: room for a busy machine.
configure({ asyncUtilTimeout: 15000 });

const LIST = '/api/bids/inquiries';
const openList = (url = '/inquiry') => openInquiryList(url, 'LOGISTIC', 'Sorğular');

const rowCodes = () =>
  within(inquiryTable())
    .queryAllByTestId('inquiry-row')
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);

const DAY = 86_400_000;

/** Three open inquiries created a day apart, not in the order they were made. */
const threeInquiries = () =>
  [3, 1, 2].map((daysAgo) => givenInquiry({ createdAt: new Date(Date.now() - daysAgo * DAY).toISOString() }));

const codesBy = (rows: InquiryRecord[], compare: (a: InquiryRecord, b: InquiryRecord) => number) =>
  [...rows].sort(compare).map((row) => row.inquiryCode);
const newestFirst = (a: InquiryRecord, b: InquiryRecord) => b.createdAt.localeCompare(a.createdAt);

/**
 * A Spring backend that lacks the sort: 500 "No property … found" to any request carrying `sort`,
 * the rows in its own order (oldest first here) otherwise.
 */
function springRefusingSort(rows: InquiryRecord[]) {
  server.use(
    http.get(`*${LIST}`, ({ request }) => {
      const sort = new URL(request.url).searchParams.get('sort');
      if (sort !== null)
        return HttpResponse.json(
          {
            timestamp: new Date().toISOString(),
            status: 500,
            error: 'Internal Server Error',
            message: `No property '${sort.split(',')[0]}' found for type 'Inquiry'`,
            path: LIST,
          },
          { status: 500 },
        );
      const db = readDb();
      const content = [...rows]
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map((row) => toSummary(db, row, 'az'));
      return HttpResponse.json({
        content,
        number: 0,
        size: 10,
        totalElements: content.length,
        totalPages: 1,
      });
    }),
  );
}

describe('the carrier’s list sorts the way Spring reads it', () => {
  it('asks sort=createdAt,desc by default and shows the rows newest first', async () => {
    const { requests } = await openList();
    expect(getParams(requests, LIST).map((query) => query.sort)).toEqual(['createdAt,desc']);
    const db = readDb();
    const dates = rowCodes().map((code) => db.inquiries.find((i) => i.inquiryCode === code)!.createdAt);
    expect(dates.length).toBeGreaterThan(1);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('asks createdAt,asc for the oldest first and pickupDate,asc for the soonest pick-up', async () => {
    const oldest = await openList('/inquiry?sort=oldest');
    expect(getParams(oldest.requests, LIST).at(-1)?.sort).toBe('createdAt,asc');
    const db = readDb();
    const dates = rowCodes().map((code) => db.inquiries.find((i) => i.inquiryCode === code)!.createdAt);
    expect(dates).toEqual([...dates].sort());
    oldest.requests.stop();
    oldest.unmount();

    const soonest = await openList('/inquiry?sort=pickupSoonest');
    expect(getParams(soonest.requests, LIST).at(-1)?.sort).toBe('pickupDate,asc');
  });

  it('never sends a sort the spec cannot read (our own names such as "newest")', async () => {
    const { requests } = await openList('/inquiry?sort=pickupSoonest&page=1');
    for (const query of getParams(requests, LIST))
      expect(query.sort).toMatch(/^(createdAt|pickupDate),(asc|desc)$/);
  });

  it('on a 500 to its sort, asks again without it and shows the page ordered here, saying nothing alarming', async () => {
    const rows = threeInquiries();
    springRefusingSort(rows);
    const { requests } = await openList();
    await waitFor(() => expect(rowCodes()).toEqual(codesBy(rows, newestFirst)));
    // Asked once the Spring way, then once without the sort.
    expect(getParams(requests, LIST).map((query) => query.sort ?? null)).toEqual(['createdAt,desc', null]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/No property/)).not.toBeInTheDocument();
  });

  it('on a 500 to the oldest-first sort, shows the page oldest first', async () => {
    const rows = threeInquiries();
    // The server's own order here is oldest first too: reverse it, so only the client's sort can pass.
    server.use(
      http.get(`*${LIST}`, ({ request }) => {
        if (new URL(request.url).searchParams.has('sort'))
          return HttpResponse.json({ status: 400, error: 'Bad Request' }, { status: 400 });
        const db = readDb();
        const content = codesBy(rows, newestFirst).map((code) =>
          toSummary(
            db,
            rows.find((row) => row.inquiryCode === code)!,
            'az',
          ),
        );
        return HttpResponse.json({ content, number: 0, size: 10, totalElements: 3, totalPages: 1 });
      }),
    );
    await openList('/inquiry?sort=oldest');
    await waitFor(() => expect(rowCodes()).toEqual(codesBy(rows, newestFirst).reverse()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
