import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/utils/render-app';
import { springPage, withUnknownFields } from '@tests/utils/spec-shapes';
import { expectConsoleError } from '@tests/utils/console-errors';

// /bids-summary fed answers of GET /api/bids/report that the spec would
// allow. The spec names no field of the report, so the screen requires none: a
// count left out shows '—', a breakdown left out is empty, and each breakdown's rows are read one by
// one in any list shape.

const URL = '/bids-summary';

const answerReport = (answer: unknown) =>
  server.use(http.get('*/api/bids/report', () => HttpResponse.json(answer as never)));

/** A report with the totals and rows keyed, every other figure left out. */
const sparseReport = () => ({
  totals: { received: 5 },
  byInquiry: [{ key: 'INQ-5001', inquiryId: 5001 }, { key: 'INQ-5002' }],
  byPeriod: [{ key: '2026-03-01', received: 5, prices: [{ currency: 'USD', best: 900 }] }],
});

const total = (key: string) => screen.getByTestId(`total-${key}`).textContent;
const byInquiry = () => screen.findAllByTestId('report-by-inquiry-row');
const byPeriod = () => screen.findAllByTestId('report-by-period-row');

async function expectSparseReportShown() {
  expect(await byInquiry()).toHaveLength(2);
  expect(total('received')).toBe('5');
  expect([total('accepted'), total('pending'), total('lost')]).toEqual(['—', '—', '—']);
  const [linked, plain] = await byInquiry();
  // Received, accepted, average and best price: all left out.
  expect(within(linked!).getAllByText('—')).toHaveLength(4);
  expect(within(linked!).getByRole('link', { name: 'INQ-5001' })).toHaveAttribute('href', '/all-bids/5001');
  // Without an inquiry id the code cannot open its bids: plain text.
  expect(within(plain!).getByText('INQ-5002')).toBeInTheDocument();
  expect(within(plain!).queryByRole('link')).not.toBeInTheDocument();
  const [month] = await byPeriod();
  expect(within(month!).getByText('5')).toBeInTheDocument();
  expect(within(month!).getByText('900,00 USD')).toBeInTheDocument();
  expect(screen.queryByText(/sətir göstərilə bilmədi/)).not.toBeInTheDocument();
}

describe('bids summary: GET /api/bids/report answered as the spec allows', () => {
  it('(a) shows a report whose figures are mostly left out, with dashes', async () => {
    answerReport(sparseReport());
    renderApp({ url: URL, role: 'IMPORTER' });
    await expectSparseReportShown();
  });

  it('(b) shows the same when every object carries fields the app never heard of', async () => {
    answerReport(withUnknownFields(sparseReport()));
    renderApp({ url: URL, role: 'IMPORTER' });
    await expectSparseReportShown();
  });

  it('(c, d) reads each breakdown as a Spring page or a plain array', async () => {
    const report = sparseReport();
    answerReport({ ...report, byInquiry: springPage(report.byInquiry), byPeriod: report.byPeriod });
    renderApp({ url: URL, role: 'IMPORTER' });
    await expectSparseReportShown();
  });

  it('reads a report of empty parts as no bids in the range', async () => {
    answerReport({ totals: null, byInquiry: [] });
    renderApp({ url: URL, role: 'IMPORTER' });
    expect(await screen.findByText('Təklif yoxdur')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['an empty object', {}],
    ['an object with none of its parts', { unexpected: ['not', 'a', 'report'] }],
  ])('takes %s for no report at all: the error with a retry, not a false "no bids"', async (_, answer) => {
    expectConsoleError(/^Unexpected response from GET \/api\/bids\/report/);
    answerReport(answer);
    renderApp({ url: URL, role: 'IMPORTER' });
    expect(await screen.findByRole('button', { name: 'Yenidən cəhd et' })).toBeInTheDocument();
    expect(screen.queryByText('Təklif yoxdur')).not.toBeInTheDocument();
  });

  it('(e) drops only a row it cannot read, and says so under its breakdown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const report = sparseReport();
    answerReport({ ...report, byInquiry: [report.byInquiry[0], { received: 2 }, report.byInquiry[1]] });
    renderApp({ url: URL, role: 'IMPORTER' });
    expect(await byInquiry()).toHaveLength(2);
    const section = screen.getByRole('region', { name: 'Sorğular üzrə' });
    expect(within(section).getByText('1 sətir göstərilə bilmədi')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Dövrlər üzrə' })).queryByText(/göstərilə bilmədi/),
    ).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("row 1, field 'key'"));
  });

  it('(f) shows a currency the app does not know as its raw code', async () => {
    answerReport({
      totals: { received: 1, accepted: 0, pending: 1, lost: 0 },
      byPeriod: [{ key: '2026-03-01', received: 1, prices: [{ currency: 'GEL', average: 70, best: 70 }] }],
    });
    renderApp({ url: URL, role: 'IMPORTER' });
    const [month] = await byPeriod();
    expect(within(month!).getAllByText('70,00 GEL')).toHaveLength(2);
  });

  it.each([
    ['an HTML page', '<!doctype html><html><body>Sign in</body></html>', "field '(answer)'"],
    ['totals that are not an object', JSON.stringify({ totals: 'n/a' }), "field 'totals'"],
  ])(
    '(g) shows the error with a retry for %s with status 200, naming the call and field',
    async (_, body, field) => {
      const error = expectConsoleError(/^Unexpected response from GET \/api\/bids\/report/);
      // The newest handler answers first: the bad answer once, then a readable report.
      answerReport(sparseReport());
      server.use(
        http.get('*/api/bids/report', () => new HttpResponse(body, { status: 200 }), { once: true }),
      );
      const { user } = renderApp({ url: URL, role: 'IMPORTER' });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Serverdən gözlənilməz cavab gəldi.');
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining(`Unexpected response from GET /api/bids/report: ${field}`),
        expect.anything(),
      );
      await user.click(within(alert).getByRole('button', { name: 'Yenidən cəhd et' }));
      expect(await byInquiry()).toHaveLength(2);
    },
  );
});
