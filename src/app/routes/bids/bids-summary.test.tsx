import { screen, waitFor, within } from '@testing-library/react';
import { calendarDayOf, resolveDateRange, type DateRangeKey } from '@/lib/dates';
import { formatNumber } from '@/lib/numbers';
import { INQUIRY_ROWS_PER_PAGE } from '@/features/bids/components/bids-summary/bids-summary-page';
import { readDb, writeDb } from '@/mocks/db/db';
import { demoOrganization } from '@tests/utils/factories';
import { recordRequests, getParams } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { retryFailedLoad } from '@tests/utils/failed-load';

// The bids report (/bids-summary): the demo importer's own inquiries, every inquiry for an admin.

type Recorded = ReturnType<typeof recordRequests>;
const reportCalls = (requests: Recorded) => getParams(requests, '/api/bids/report');

/** The counts the demo backend should report for the range (for one organisation, or all), computed from its database. */
function expectedTotals(
  range: DateRangeKey,
  organizationId: number | null = demoOrganization('IMPORTER').id,
) {
  const db = readDb();
  const days = resolveDateRange(range);
  const owner = new Map(db.inquiries.map((i) => [i.id, i.organizationId]));
  const bids = db.bids.filter((b) => {
    const day = calendarDayOf(b.createdAt);
    return (
      (organizationId === null || owner.get(b.inquiryId) === organizationId) &&
      (!days || (day >= days.startDate && day <= days.endDate))
    );
  });
  const count = (statuses: string[]) => bids.filter((b) => statuses.includes(b.status)).length;
  return {
    received: bids.length,
    accepted: count(['APPROVED', 'DELIVERED', 'COMPLETED']),
    pending: count(['PENDING']),
    lost: count(['LOST', 'REJECTED', 'CANCELED']),
    inquiries: new Set(bids.map((b) => b.inquiryId)).size,
  };
}

const total = (key: string) => screen.getByTestId(`total-${key}`).textContent;

async function expectTotals(expected: ReturnType<typeof expectedTotals>) {
  // Written as numbers are in Azerbaijani: the admin's 1,029 bids read '1 029'.
  await waitFor(() => expect(total('received')).toBe(formatNumber(expected.received)));
  expect(total('accepted')).toBe(formatNumber(expected.accepted));
  expect(total('pending')).toBe(formatNumber(expected.pending));
  expect(total('lost')).toBe(formatNumber(expected.lost));
}

describe('bids summary', () => {
  it('sends the range from the URL as startDate/endDate and the period', async () => {
    const requests = recordRequests();
    renderApp({ url: '/bids-summary?range=thisMonth&period=week', role: 'IMPORTER' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Təkliflərin xülasəsi' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(reportCalls(requests)).toHaveLength(1));
    requests.stop();
    const month = resolveDateRange('thisMonth')!;
    expect(reportCalls(requests)[0]).toEqual({
      period: 'week',
      startDate: month.startDate,
      endDate: month.endDate,
    });
    expect(screen.getByRole('combobox', { name: 'Tarix aralığı' })).toHaveValue('thisMonth');
    expect(screen.getByRole('radio', { name: 'Həftələr üzrə' })).toBeChecked();
  });

  it("shows the importer's totals, a bar per month and each inquiry linked to its bids", async () => {
    const expected = expectedTotals('allDays');
    expect(expected.received).toBeGreaterThan(0);
    const requests = recordRequests();
    renderApp({ url: '/bids-summary', role: 'IMPORTER' });
    await screen.findByTestId('report-by-period');
    await expectTotals(expected);
    requests.stop();
    expect(reportCalls(requests)).toEqual([{ period: 'month' }]);

    const periods = within(screen.getByTestId('report-by-period')).getAllByTestId('report-by-period-row');
    expect(within(periods[0]!).getByTestId('received-bar')).toBeInTheDocument();
    // Month names in Azerbaijani, as date-fns writes them short ('Noy 2026', 'İyun 2025').
    expect(periods[0]!.querySelector('th')?.textContent).toMatch(/^[A-ZÇƏĞİÖŞÜa-zçəğıöşü]{3,4} \d{4}$/);

    const inquiries = within(screen.getByTestId('report-by-inquiry')).getAllByTestId('report-by-inquiry-row');
    // The busiest inquiries a page at a time: the importer's season of bids runs past one page.
    expect(expected.inquiries).toBeGreaterThan(INQUIRY_ROWS_PER_PAGE);
    expect(inquiries).toHaveLength(INQUIRY_ROWS_PER_PAGE);
    const link = within(inquiries[0]!).getByRole('link');
    const inquiry = readDb().inquiries.find((i) => i.inquiryCode === link.textContent)!;
    expect(inquiry.organizationId).toBe(demoOrganization('IMPORTER').id);
    expect(link).toHaveAttribute('href', `/all-bids/${inquiry.id}`);
  });

  it('changes the figures when the range changes', async () => {
    const all = expectedTotals('allDays');
    const today = expectedTotals('today');
    expect(today.received).toBeLessThan(all.received);
    const requests = recordRequests();
    const { router, user } = renderApp({ url: '/bids-summary', role: 'IMPORTER' });
    await expectTotals(all);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tarix aralığı' }), 'today');
    await waitFor(() => expect(router.state.location.search).toBe('?range=today'));
    if (today.received > 0) await expectTotals(today);
    else expect(await screen.findByText('Təklif yoxdur')).toBeInTheDocument();
    requests.stop();
    const day = resolveDateRange('today')!;
    expect(reportCalls(requests).at(-1)).toEqual({
      period: 'month',
      startDate: day.startDate,
      endDate: day.endDate,
    });
  });

  it('groups by week when asked', async () => {
    const requests = recordRequests();
    const { router, user } = renderApp({ url: '/bids-summary', role: 'IMPORTER' });
    await screen.findAllByTestId('report-by-period-row');
    await user.click(screen.getByRole('radio', { name: 'Həftələr üzrə' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=week'));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('report-by-period'))
          .getAllByTestId('report-by-period-row')
          .every((row) => /^\d{2}-\d{2}-\d{4} həftəsi$/.test(row.querySelector('th')?.textContent ?? '')),
      ).toBe(true),
    );
    requests.stop();
    expect(reportCalls(requests).at(-1)).toEqual({ period: 'week' });
  });

  it('shows every bid to an admin, inquiry codes without links', async () => {
    renderApp({ url: '/bids-summary', role: 'ADMIN' });
    await expectTotals(expectedTotals('allDays', null));
    const table = screen.getByTestId('report-by-inquiry');
    expect(within(table).getAllByTestId('report-by-inquiry-row').length).toBeGreaterThan(0);
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when no bid arrived in the range', async () => {
    writeDb((db) => {
      db.bids = [];
    });
    renderApp({ url: '/bids-summary', role: 'IMPORTER' });
    expect(await screen.findByText('Təklif yoxdur')).toBeInTheDocument();
    expect(screen.queryByTestId('report-by-period')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tarix aralığı' })).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    await retryFailedLoad({
      endpoint: '*/api/bids/report',
      message: 'Hesabat hazır deyil',
      url: '/bids-summary',
      role: 'IMPORTER',
    });
    await expectTotals(expectedTotals('allDays'));
  });
});
