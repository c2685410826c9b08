import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatMoney } from '@/lib/numbers';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/utils/render-app';
import { answerLoosely, withUnknownFields } from '@tests/utils/spec-shapes';

// GET /dashboard is of our own design, but a real backend will differ a little: fields we
// never heard of, a figure without its value, a figure or mode we have no name for, a recent row we
// cannot read. Home shows every figure it can, '—' for a missing one, and never falls over.

const figure = (label: string) => screen.getByText(label).closest('li')!;

describe('home with a backend that differs', () => {
  it('shows the figures with unknown fields, a missing value as —, an unnamed figure by its key', async () => {
    const warned = answerLoosely(
      '*/api/dashboard',
      withUnknownFields({
        role: 'IMPORTER',
        figures: [
          { key: 'ongoingInquiries', value: 12, format: 'count' },
          { key: 'verifiedInquiries', format: 'count' },
          { key: 'savedThisYear', value: 4200, format: 'money', currency: 'EUR' },
          { key: 'awaitingDecision', value: 3, format: 'ratio' },
        ],
        recent: [
          {
            id: 5,
            inquiryCode: 'INQ-5',
            from: 'Mersin',
            to: 'Baku',
            shipmentMode: 'ROAD',
            status: 'active',
            createdAt: '2026-02-01T10:00:00Z',
            bidCount: 2,
          },
          { id: 6, shipmentMode: 'HYPERLOOP', status: 'escalated' },
          { inquiryCode: 'INQ-without-id' },
        ],
      }),
    );
    renderApp({ url: '/', role: 'IMPORTER' });

    const ongoing = await screen.findByText('Davam edən sorğular');
    expect(ongoing.closest('li')).toHaveTextContent(/Davam edən sorğular\s*12$/);
    expect(figure('Təsdiqlənmiş sorğular')).toHaveTextContent(/Təsdiqlənmiş sorğular\s*—$/);
    // A figure the app has no list for shows as text, not as a link to nowhere.
    expect(figure('savedThisYear · EUR')).toHaveTextContent(
      formatMoney(4200, 'EUR', 'az').replace(/\s+/g, ' '),
    );
    expect(within(figure('savedThisYear · EUR')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(figure('Davam edən sorğular')).getByRole('link')).toHaveAttribute(
      'href',
      '/inquiries?tab=ongoing',
    );
    // A format the app does not know: the number as it is.
    expect(figure('Cavab gözləyən təkliflər')).toHaveTextContent(/Cavab gözləyən təkliflər\s*3$/);

    const recent = screen.getByRole('region', { name: 'Son sorğularınız' });
    const rows = within(within(recent).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('INQ-5');
    const bare = within(rows[1]!).getAllByRole('cell');
    // Without its code the row still opens its inquiry, named by its id.
    expect(within(bare[0]!).getByRole('link', { name: /#6/ })).toHaveAttribute('href', '/details/6');
    expect(bare[1]).toHaveTextContent('— → —');
    expect(bare[2]).toHaveTextContent('HYPERLOOP');
    expect(bare[3]).toHaveTextContent(/^—$/);
    expect(bare[4]).toHaveTextContent(/^—$/);
    expect(bare[5]).toHaveTextContent('escalated');
    expect(within(recent).getByText('1 sətir göstərilə bilmədi')).toBeInTheDocument();
    expect(warned).toHaveBeenCalledWith(expect.stringContaining("field 'id'"));
  });

  it('still shows home when the answer has no figures and no recent inquiries at all', async () => {
    server.use(http.get('*/api/dashboard', () => HttpResponse.json({ role: 'LOGISTIC' })));
    renderApp({ url: '/', role: 'LOGISTIC' });

    const recent = await screen.findByRole('region', { name: 'Təklif verə biləcəyiniz sorğular' });
    expect(await within(recent).findByText('Sorğu yoxdur')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
