import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { readDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { demoOrganization, givenBid, givenInquiry } from '@tests/utils/factories';
import { renderApp } from '@tests/utils/render-app';
import { openRecorded } from './open-recorded';

// Itemised all-in bids through the screens, in Azerbaijani: the carrier breaks
// its price into lines typed the Azerbaijani way and sees the total before sending; a line it cannot
// read, no line at all or a transit time out of range is refused with everything kept and nothing
// sent; the importer reads the lines and the transit time under 'Təklifin məbləği'.

beforeEach(() => toast.remove());

/** Figures group thousands with a no-break space; compare them with plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

async function openNewBid() {
  const inquiry = givenInquiry();
  const { user, requests } = openRecorded(`/inquiry/inquiry-details/${inquiry.id}`, 'LOGISTIC');
  await user.click(await screen.findByRole('button', { name: 'Təklif ver' }));
  const dialog = await screen.findByRole('dialog', { name: 'Yeni təklif' });
  const posts = () => requests.filter((r) => r.method === 'POST' && r.path === '/api/bids/create');
  const send = () => user.click(within(dialog).getByRole('button', { name: 'Təklifi göndər' }));
  const itemise = () => user.click(within(dialog).getByLabelText(/Qiyməti bəndlərə böl/));
  const total = () => within(dialog).getByRole('status', { name: 'Təklifin məbləği (cəmi)' });
  return { inquiry, user, dialog, requests, posts, send, itemise, total };
}

describe('the carrier itemises its price', () => {
  it('adds the lines typed the Azerbaijani way, shows the total and sends lines, total and transit time', async () => {
    const { inquiry, user, dialog, requests, posts, send, itemise, total } = await openNewBid();
    await itemise();
    // The amount is no longer typed: it is the lines' total.
    expect(within(dialog).queryByLabelText('Təklifin məbləği')).not.toBeInTheDocument();
    expect(plain(total().textContent)).toBe('—');

    await user.type(within(dialog).getByLabelText('Fraxt'), '1.500');
    expect(plain(total().textContent)).toBe('1 500,00 USD');
    await user.type(within(dialog).getByLabelText('Yanacaq əlavəsi'), '350,5');
    expect(plain(total().textContent)).toBe('1 850,50 USD');
    await user.type(within(dialog).getByLabelText('Tranzit müddəti, gün'), '9');

    await send();
    expect(await screen.findByText('Təklifiniz göndərildi')).toBeInTheDocument();
    requests.stop();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({
      inquiryId: inquiry.id,
      value: 1850.5,
      transitDays: 9,
      breakdown: [
        { type: 'FREIGHT', amount: 1500 },
        { type: 'FUEL', amount: 350.5 },
      ],
    });
    const xezer = demoOrganization('LOGISTIC').id;
    const stored = readDb().bids.filter((b) => b.inquiryId === inquiry.id && b.organizationId === xezer);
    expect(stored.at(-1)).toMatchObject({ value: 1850.5, transitDays: 9 });
  });

  it('refuses an unreadable line and no lines at all, keeping what was typed, and sends nothing', async () => {
    const { user, dialog, requests, posts, send, itemise, total } = await openNewBid();
    await itemise();
    await send();
    expect(await within(dialog).findByText('Ən azı bir bəndin məbləğini yazın')).toBeInTheDocument();

    const customs = within(dialog).getByLabelText('Gömrük rəsmiləşdirməsi');
    await user.type(within(dialog).getByLabelText('Fraxt'), '1500');
    await user.type(customs, '1,850');
    await send();
    await waitFor(() => expect(customs).toHaveAttribute('aria-invalid', 'true'));
    expect(customs).toHaveValue('1,850');
    expect(customs).toHaveAccessibleDescription(/Aydın deyil: 1,85, yoxsa 1850\?/);
    // The total waits for the line it cannot read rather than add up the others.
    expect(plain(total().textContent)).toBe('—');
    expect(screen.getByRole('dialog', { name: 'Yeni təklif' })).toBeInTheDocument();

    await user.clear(customs);
    await user.type(customs, '150');
    expect(plain(total().textContent)).toBe('1 650,00 USD');
    requests.stop();
    expect(posts()).toHaveLength(0);
  });

  it('refuses a transit time out of range in Azerbaijani, keeps it, and takes the limit itself', async () => {
    const { user, dialog, requests, posts, send } = await openNewBid();
    await user.type(within(dialog).getByLabelText('Təklifin məbləği'), '900');
    const transit = within(dialog).getByLabelText('Tranzit müddəti, gün');
    await user.type(transit, '181');
    await send();
    expect(
      await within(dialog).findAllByText('Tranzit müddəti 1-dən 180-dək tam gün olmalıdır'),
    ).not.toHaveLength(0);
    expect(transit).toHaveValue('181');
    expect(posts()).toHaveLength(0);

    await user.clear(transit);
    await user.type(transit, '180');
    await send();
    expect(await screen.findByText('Təklifiniz göndərildi')).toBeInTheDocument();
    requests.stop();
    await waitFor(() => expect(posts()[0]?.body).toMatchObject({ value: 900, transitDays: 180 }));
    expect(posts()[0]?.body).not.toHaveProperty('breakdown');
  });

  it("says a server's 'lines do not add up' under the total, with every line kept", async () => {
    server.use(
      http.post('*/api/bids/create', () =>
        HttpResponse.json(
          { message: 'Validation failed', errors: { value: 'bid-form:validation.breakdownMismatch' } },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog, send, itemise, total } = await openNewBid();
    await itemise();
    await user.type(within(dialog).getByLabelText('Fraxt'), '1200');
    await user.type(within(dialog).getByLabelText('Sığorta'), '45,5');
    await send();
    const message = await within(dialog).findByText('Bəndlərin cəmi təklifin məbləğinə bərabər deyil');
    expect(total()).toHaveAccessibleDescription(message.textContent);
    expect(within(dialog).getByLabelText('Fraxt')).toHaveValue('1200');
    expect(within(dialog).getByLabelText('Sığorta')).toHaveValue('45,5');
  });

  it('opens an itemised bid for update with its lines filled in, the Azerbaijani way', async () => {
    const inquiry = givenInquiry();
    givenBid({
      inquiryId: inquiry.id,
      organizationId: demoOrganization('LOGISTIC').id,
      value: 1250.5,
      transitDays: 12,
      breakdown: [
        { type: 'FREIGHT', amount: 1100 },
        { type: 'OTHER', amount: 150.5 },
      ],
    });
    const { user } = renderApp({ url: `/inquiry/inquiry-details/${inquiry.id}`, role: 'LOGISTIC' });
    const item = await screen.findByTestId('my-bid');
    // The carrier's own bid lists its lines and transit time too.
    expect(within(item).getByText('Tranzit müddəti: 12 gün')).toBeInTheDocument();
    expect(plain(within(item).getByTestId('bid-breakdown').textContent)).toBe(
      'Fraxt1 100,00 USDDigər xərclər150,50 USD',
    );
    await user.click(within(item).getByRole('button', { name: /^Yenilə/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Təklifi yenilə' });
    expect(within(dialog).getByLabelText(/Qiyməti bəndlərə böl/)).toBeChecked();
    expect(within(dialog).getByLabelText('Fraxt')).toHaveValue('1100');
    expect(within(dialog).getByLabelText('Digər xərclər')).toHaveValue('150,5');
    expect(within(dialog).getByLabelText('Yanacaq əlavəsi')).toHaveValue('');
    expect(within(dialog).getByLabelText('Tranzit müddəti, gün')).toHaveValue('12');
    expect(plain(within(dialog).getByRole('status', { name: 'Təklifin məbləği (cəmi)' }).textContent)).toBe(
      '1 250,50 USD',
    );
  });
});

describe('the importer reads an itemised bid', () => {
  async function openDetails() {
    const { user } = renderApp({ url: `/all-bids/${inquiryId}`, role: 'IMPORTER' });
    await user.click(await screen.findByRole('button', { name: 'Təklifi cavabla' }));
    return screen.findByRole('dialog', { name: 'Təfərrüatlar' });
  }
  let inquiryId = 0;
  const bidAnswer = (extra: Record<string, unknown>) => ({
    bidId: 1,
    key: 'k-1',
    userName: 'Əli',
    userSurname: 'Əliyev',
    shipmentMode: 'ROAD',
    value: 1850.5,
    currency: 'USD',
    status: 'PENDING',
    ...extra,
  });
  const answering = (bid: Record<string, unknown>) =>
    server.use(
      http.get('*/api/bids/bids/:id', () => HttpResponse.json({ content: [bid], totalElements: 1 })),
    );
  beforeEach(() => {
    inquiryId = givenInquiry().id;
  });

  it("shows the lines and the transit time below 'Təklifin məbləği'", async () => {
    givenBid({
      inquiryId,
      value: 1850.5,
      transitDays: 9,
      breakdown: [
        { type: 'FREIGHT', amount: 1500 },
        { type: 'FUEL', amount: 200.5 },
        { type: 'CUSTOMS', amount: 150 },
      ],
    });
    const dialog = await openDetails();
    const terms = [...dialog.querySelectorAll('dt')].map((dt) => dt.textContent);
    const amountAt = terms.indexOf('Təklifin məbləği');
    expect(terms.slice(amountAt, amountAt + 3)).toEqual([
      'Təklifin məbləği',
      'Qiymətin tərkibi',
      'Tranzit müddəti',
    ]);
    const lines = within(within(dialog).getByTestId('bid-breakdown'))
      .getAllByRole('listitem')
      .map((li) => plain(li.textContent));
    expect(lines).toEqual([
      'Fraxt1 500,00 USD',
      'Yanacaq əlavəsi200,50 USD',
      'Gömrük rəsmiləşdirməsi150,00 USD',
    ]);
    expect(within(dialog).getByText('9 gün')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Bəndlərin cəmi/)).not.toBeInTheDocument();
  });

  it.each([
    ['shows neither for a bid without them, as the spec’s server answers it', {}, 'Təklifin məbləği'],
    [
      'drops a breakdown it cannot read whole, and says when lines miss the amount',
      { breakdown: [{ type: 'FREIGHT', amount: 1500 }, { type: 'FUEL' }], transitDays: 'soon' },
      'Əliyev',
    ],
  ])('%s', async (_name, fields, shown) => {
    answering(bidAnswer(fields));
    const dialog = await openDetails();
    expect(within(dialog).getByText(shown)).toBeInTheDocument();
    expect(within(dialog).queryByText('Qiymətin tərkibi')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Tranzit müddəti')).not.toBeInTheDocument();
  });

  it('says what lines that miss the amount add up to, showing them as sent', async () => {
    answering(
      bidAnswer({
        breakdown: [
          { type: 'FREIGHT', amount: 1500 },
          { type: 'PORT_FEES', amount: 300 },
        ],
      }),
    );
    const dialog = await openDetails();
    expect(within(dialog).getByText('PORT_FEES')).toBeInTheDocument();
    expect(plain(within(dialog).getByText(/Bəndlərin cəmi/).textContent)).toBe(
      'Bəndlərin cəmi: 1 800,00 USD — məbləğdən fərqlidir.',
    );
  });
});
