import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { expectRetryAfter, byText, UNREADABLE_ANSWERS } from '@tests/utils/unreadable';
import { renderApp } from '@tests/utils/render-app';
import { springPage, withUnknownFields } from '@tests/utils/spec-shapes';
import { cellTexts } from '@tests/utils/spec-answers';

// The carrier's two reads of inquiries through the spec's calls: GET /api/bids/inquiries (the
// open inquiries, /inquiry) and GET /api/bids/inquiry/{id} (one, /inquiry/inquiry-details/{id}).
// The spec shows no response shape, so an inquiry needs only its id and status: everything else may
// be absent ('—'), unknown fields pass, and codes the app does not know are shown as they came.

configure({ asyncUtilTimeout: 5000 });

type Answer = Parameters<typeof HttpResponse.json>[0];

const full = {
  id: 102,
  inquiryCode: 'INQ-77102',
  status: 'active',
  organizationName: 'Abşeron İdxal MMC',
  shipmentMode: 'RAIL',
  pickup: { city: 'Shanghai', countryName: 'China', date: '2999-03-01' },
  delivery: { city: 'Baku', countryName: 'Azerbaijan' },
  createdAt: '2999-02-01T10:00:00Z',
  bidCount: 3,
};
const bare = { id: 104, status: 'active' };

const answerList = (body: Answer) =>
  server.use(http.get('*/api/bids/inquiries', () => HttpResponse.json(body)));

async function openList() {
  renderApp({ url: '/inquiry', role: 'LOGISTIC' });
  return within(await screen.findByTestId('inquiry-list')).findAllByTestId('inquiry-row');
}

describe('the carrier’s open inquiries (GET /api/bids/inquiries)', () => {
  it.each([
    ['a plain array', [full, bare]],
    ['a Spring page with unknown fields', withUnknownFields(springPage([full, bare]))],
  ])('shows the rows of %s, with — where a row is silent', async (_, answer) => {
    answerList(answer);
    const [first, second] = await openList();
    expect(cellTexts(first!)).toEqual([
      'INQ-77102',
      'Shanghai, Chinatəyinat:Baku, Azerbaijan',
      'Abşeron İdxal MMC',
      'Dəmir yolu',
      '01-02-2999',
      '01-03-2999',
      'Aktiv',
      '—',
      '3',
    ]);
    // Only the id and status: the row still opens the inquiry.
    expect(cellTexts(second!)).toEqual(['—', '—təyinat:—', '—', '—', '—', '—', 'Aktiv', '—', '—']);
    expect(within(second!).getByRole('link', { name: '#104' })).toHaveAttribute(
      'href',
      '/inquiry/inquiry-details/104',
    );
  });

  it('keeps the good rows when one cannot be read, and says a row is missing', async () => {
    answerList(springPage([full, { inquiryCode: 'INQ-NOID', status: 'active' }, bare], { totalElements: 3 }));
    expect(await openList()).toHaveLength(2);
    expect(screen.queryByText('INQ-NOID')).not.toBeInTheDocument();
    expect(screen.getByText('1 sətir göstərilə bilmədi')).toBeInTheDocument();
  });

  it('shows a status and a mode it does not know as their codes', async () => {
    answerList([{ ...full, status: 'AWAITING_DOCS', shipmentMode: 'PIPELINE' }]);
    const [row] = await openList();
    const badge = within(row!).getByText('AWAITING_DOCS');
    expect(badge).toHaveAttribute('data-status', 'awaiting_docs');
    expect(badge.className).toContain('bg-gray-100');
    expect(within(row!).getByText('PIPELINE')).toBeInTheDocument();
  });
});

describe('one inquiry for the carrier (GET /api/bids/inquiry/{id})', () => {
  const answerOne = (body: Answer) =>
    server.use(http.get('*/api/bids/inquiry/:id', () => HttpResponse.json(body)));

  const fact = (region: HTMLElement, label: string) =>
    within(region)
      .getAllByText(label, { selector: 'dt' })
      .map((dt) => dt.nextElementSibling?.textContent);

  it.each([
    ['only its id and status', { id: 102, status: 'active' }],
    ['the same with unknown fields', withUnknownFields({ id: 102, status: 'active' })],
  ])('shows an inquiry answered with %s, saying what is not given', async (_, answer) => {
    answerOne(answer);
    renderApp({ url: '/inquiry/inquiry-details/102', role: 'LOGISTIC' });
    const load = await screen.findByRole('region', { name: 'Yük məlumatları' });
    expect(screen.getByText('Sorğu kodu').parentElement).toHaveTextContent('Sorğu kodu—');
    expect(screen.getByText('Marşrut hələ göstərilməyib')).toBeInTheDocument();
    expect(screen.getByText('İdxalçı:').closest('p')).toHaveTextContent('İdxalçı: —');
    for (const label of ['Yükün növü', 'Yükün hazırlığı', 'MOT'])
      expect(fact(load, label)).toEqual(['Göstərilməyib']);
    expect(within(load).getAllByText('Fayl yoxdur')).toHaveLength(3);
  });

  it('shows codes it does not know as they came', async () => {
    answerOne({
      id: 102,
      status: 'AWAITING_DOCS',
      shipmentMode: 'PIPELINE',
      commodityType: 'spices',
      goods: [{ packageType: 'drums', weight: 200, quantity: 4 }],
    });
    renderApp({ url: '/inquiry/inquiry-details/102', role: 'LOGISTIC' });
    const load = await screen.findByRole('region', { name: 'Yük məlumatları' });
    expect(screen.getAllByText('AWAITING_DOCS')[0]).toHaveAttribute('data-status', 'awaiting_docs');
    expect(fact(load, 'Yükün növü')).toEqual(['spices']);
    expect(fact(load, 'MOT')).toEqual(['PIPELINE']);
    const goods = within(load).getByRole('table');
    const row = within(goods).getAllByRole('row')[1]!;
    // Weight and quantity are given, the sizes are not: the volume cannot be worked out.
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'drums', '—', '— × — × —', '200 kq', '4', '800 kq', '—', '—']);
  });

  it.each(UNREADABLE_ANSWERS)('shows $what as an error with a retry', async (unreadable) => {
    answerOne({ id: 102, inquiryCode: 'INQ-77102', status: 'active' });
    await expectRetryAfter({
      unreadable,
      path: '*/api/bids/inquiry/:id',
      call: 'GET /api/bids/inquiry/102',
      url: '/inquiry/inquiry-details/102',
      role: 'LOGISTIC',
      content: byText('INQ-77102'),
    });
  });
});
