import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/utils/render-app';

// /bids-summary against a backend that answers GET /api/bids/report with flat counts, as a Spring
// service written from the spec does (the spec names no field of the report): the counts are read
// into the totals, and the breakdowns the server does not send say so instead of failing the page.

const flatReport = {
  totalInquiries: 4,
  totalBids: 12,
  pendingBids: 5,
  approvedBids: 3,
  rejectedBids: 4,
};

const total = (key: string) => screen.getByTestId(`total-${key}`).textContent;

it.each(['IMPORTER', 'ADMIN'] as const)(
  'shows the flat counts of a Spring report as the totals, the breakdowns as absent (%s)',
  async (role) => {
    server.use(http.get('*/api/bids/report', () => HttpResponse.json(flatReport)));
    renderApp({ url: '/bids-summary', role });
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect([total('received'), total('accepted'), total('pending'), total('lost')]).toEqual([
      '12',
      '3',
      '5',
      '4',
    ]);
    for (const name of ['Dövrlər üzrə', 'Sorğular üzrə']) {
      const section = screen.getByRole('region', { name });
      expect(within(section).getByText('Bu bölgü yoxdur')).toBeInTheDocument();
      expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
);

it('reads a flat report of no bids as no bids in the range', async () => {
  server.use(
    http.get('*/api/bids/report', () =>
      HttpResponse.json({ ...flatReport, totalBids: 0, pendingBids: 0, approvedBids: 0, rejectedBids: 0 }),
    ),
  );
  renderApp({ url: '/bids-summary', role: 'IMPORTER' });
  expect(await screen.findByText('Təklif yoxdur')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
