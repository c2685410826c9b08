import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/utils/render-app';
import { answerLoosely, withUnknownFields } from '@tests/utils/spec-shapes';

// GET /statistics is of our own design, but a real backend will differ a little: a series
// left out, a total left out, a status we do not know, a row we cannot read. No chart may take the
// page down: a missing total reads '—', a missing series leaves its card saying it has nothing.

const card = (title: string) => screen.getByRole('region', { name: title });
const kpi = (key: string) => screen.getByTestId(`kpi-${key}`);

describe('statistics with a backend that differs', () => {
  it('shows a carrier’s figures without the revenue series and the win rate: —, and the revenue card empty', async () => {
    answerLoosely(
      '*/api/statistics',
      withUnknownFields({
        role: 'LOGISTIC',
        granularity: 'day',
        bids: [
          { period: '2026-02-01', placed: 3, won: 1, lost: 1 },
          { period: '2026-02-02', placed: 'many', won: 0, lost: 0 },
        ],
        totals: { placed: 3, won: 1, lost: 1 },
      }),
    );
    renderApp({ url: '/statistics', role: 'LOGISTIC' });

    expect(await screen.findByTestId('kpi-placed')).toHaveTextContent(/^3$/);
    expect(kpi('won')).toHaveTextContent(/^1$/);
    expect(kpi('winRate')).toHaveTextContent(/^—$/);
    expect(
      within(card('Qazanma faizi')).getByText(/Qazanma faizi — \(qazanılan: 1, qərarı verilmiş: 2\)/),
    ).toBeInTheDocument();
    // The revenue series was not sent: its card says there is nothing, the others still draw.
    expect(
      within(card('Gəlir və komissiya')).getByText(
        'Bu aralıqda qazanılan təklif olmayıb, ona görə gəlir yoxdur.',
      ),
    ).toBeInTheDocument();
    // The period whose count could not be read is left out of the bids table, not the whole chart.
    const bids = within(card('Verilmiş, qazanılan və uduzulan təkliflər')).getByRole('table');
    expect(within(bids).getAllByRole('row')).toHaveLength(3); // header, 1 period, total
  });

  it('shows an importer’s inquiries by a status it does not know, and empty cards for the series left out', async () => {
    server.use(
      http.get('*/api/statistics', () =>
        HttpResponse.json({
          role: 'IMPORTER',
          inquiriesByStatus: [{ period: '2026-02-01', counts: { active: 2, escalated: 1 } }],
        }),
      ),
    );
    renderApp({ url: '/statistics', role: 'IMPORTER' });

    expect(await screen.findByTestId('kpi-inquiries')).toHaveTextContent(/^3$/);
    const byStatus = within(card('Statuslar üzrə sorğular')).getByRole('table');
    const headers = within(byStatus)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Aktiv', 'escalated']));
    expect(
      within(card('Sorğular üzrə alınan təkliflər')).getByText('Bu aralıqda təklif alınmayıb.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Bu aralıqda qiymət təklifi yoxdur.')).toBeInTheDocument();
  });
});
