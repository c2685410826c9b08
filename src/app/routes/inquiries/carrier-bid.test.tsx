import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import toast from 'react-hot-toast';
import { MAX_BIDS_PER_INQUIRY } from '@/config/limits';
import { startSession } from '@/lib/session';
import { readDb, writeDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { issueTokens } from '@/mocks/tokens';
import { demoOrganization, givenBid, givenInquiry, organizationOf } from '@tests/utils/factories';
import { answerGate } from '@tests/utils/answer-gate';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { openRecorded } from './open-recorded';

// The carrier's bids on an inquiry (/inquiry/inquiry-details/{id}): completing the profile first,
// placing a bid within the limits, updating it at most three times. Each test builds the inquiry, open
// to every carrier (Shanghai → Baku by rail), and the bids it needs. The carriers: Xəzər Logistika
// (carrier@demo.az, profile complete) and Silk Way Cargo (aysel@silkwaycargo.az, no profile yet).

let xezer: number;
beforeEach(() => {
  toast.remove();
  xezer = demoOrganization('LOGISTIC').id;
});

const ownBids = (inquiryId: number, organizationId: number) =>
  readDb().bids.filter((b) => b.inquiryId === inquiryId && b.organizationId === organizationId);

const SILK_WAY = 'aysel@silkwaycargo.az';

function signInAsSilkWay() {
  const user = readDb().users.find((u) => u.email === SILK_WAY)!;
  startSession(writeDb((d) => issueTokens(d, user, organizationOf(SILK_WAY))));
}

const details = (id: number) => `/inquiry/inquiry-details/${id}`;
/** Figures group thousands with a no-break space; compare them with plain ones. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

async function openNewBidForm(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Təklif ver' }));
  return screen.findByRole('dialog', { name: 'Yeni təklif' });
}

const submitBid = (user: UserEvent, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Təklifi göndər' }));

describe('bid panel: completing the profile first', () => {
  it('sends a carrier without a profile to complete it, then back to an open bid form', async () => {
    signInAsSilkWay();
    const inquiry = givenInquiry();
    const requests = recordRequests();
    const { user, router } = renderApp({ url: details(inquiry.id) });

    await user.click(await screen.findByRole('button', { name: 'Təklif ver' }));
    expect(
      await screen.findByText('Sorğulara təklif vermək üçün əlavə məlumatlar doldurulmalıdır.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization-details'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      `${details(inquiry.id)}?bid=new`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Qeydiyyatı tamamlayın' }),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Agentliyin adı'), 'Silk Way Cargo');
    await user.type(screen.getByLabelText('Agentlik üzvlüyü'), 'FIATA');
    await user.type(screen.getByLabelText('Sertifikatlar'), 'IATA CASS');
    await user.click(screen.getByRole('radio', { name: 'Xeyir' }));
    await user.click(within(screen.getByRole('group', { name: 'Sığorta növləri' })).getByLabelText('AWB'));
    await user.click(
      within(screen.getByRole('group', { name: 'İxtisaslaşdığınız nəqliyyat növləri' })).getByLabelText(
        'Hava',
      ),
    );
    await user.click(within(screen.getByRole('group', { name: 'Rahat rayonlar' })).getByLabelText('Çin'));
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));

    // Back on the inquiry with the form open, started from the new profile; the ?bid=new is spent.
    const dialog = await screen.findByRole('dialog', { name: 'Yeni təklif' });
    expect(router.state.location.pathname).toBe(details(inquiry.id));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(dialog).getByLabelText('Təklifin məbləği')).toHaveValue('');
    expect(
      within(within(dialog).getByRole('group', { name: 'Rahat rayon' })).getByLabelText('Çin'),
    ).toBeChecked();
    expect(
      within(within(dialog).getByRole('group', { name: 'Sığorta növü' })).getByLabelText('AWB'),
    ).toBeChecked();
    expect(within(dialog).getByLabelText('Sertifikat')).toHaveValue('IATA CASS');
    requests.stop();
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/bids/create')).toBe(false);
  });
});

describe('bid form', () => {
  it('refuses zero, signs, letters and absurd prices without sending anything', async () => {
    const inquiry = givenInquiry();
    const { user, requests } = openRecorded(details(inquiry.id), 'LOGISTIC');
    const dialog = await openNewBidForm(user);
    const value = within(dialog).getByLabelText('Təklifin məbləği');
    // The amount understood is said with the field: its description starts with it.
    const description = () =>
      value.getAttribute('aria-describedby')!.split(' ').map(readText).join(' ').trim();
    const readText = (id: string) => plain(document.getElementById(id)?.textContent ?? '');
    /** Types `amount` into the emptied field and tries to send it. */
    const submitAmount = async (amount: string) => {
      await user.clear(value);
      await user.type(value, amount);
      await submitBid(user, dialog);
    };

    await submitBid(user, dialog);
    expect(value).toHaveAccessibleDescription('Xəta: Bu xana mütləqdir');

    await submitAmount('0');
    expect(description()).toBe('= 0,00 USD Xəta: Məbləğ sıfırdan böyük olmalıdır');

    // What is typed stays as typed; the field says why it cannot read it.
    await submitAmount('-5');
    expect(value).toHaveValue('-5');
    expect(value).toHaveAccessibleDescription('Mənfi ədəd yazmaq olmaz');
    await submitAmount('12abc,5x0');
    expect(value).toHaveValue('12abc,5x0');
    expect(description()).toBe('Rəqəmlə yazın, məsələn 1 850,50');

    await submitAmount('99999999999');
    expect(description()).toBe('= 99 999 999 999,00 USD Xəta: Məbləğ 10 000 000-dan çox ola bilməz');

    await submitAmount('10,0051');
    expect(value).toHaveAccessibleDescription('Vergüldən sonra ən çoxu 2 rəqəm yazmaq olar');

    requests.stop();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('places a valid bid with POST /api/bids/create and lists it', async () => {
    const inquiry = givenInquiry();
    const before = ownBids(inquiry.id, xezer).length;
    const { user, requests } = openRecorded(details(inquiry.id), 'LOGISTIC');
    const dialog = await openNewBidForm(user);
    expect(within(dialog).getByText(`Sorğu ${inquiry.inquiryCode}`)).toBeInTheDocument();
    expect(within(dialog).getByText('USD')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Təklifin məbləği'), '1200,50');
    await user.type(within(dialog).getByLabelText('Qeydlər'), 'Tranzit 18 gün, GPS izləmə');
    await submitBid(user, dialog);

    expect(await screen.findByText('Təklifiniz göndərildi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = screen.getByRole('region', { name: 'Təklifləriniz' });
    expect(await within(list).findByText('1 200,50 USD', { normalizer: plain })).toBeInTheDocument();
    expect(within(list).getByText('Tranzit 18 gün, GPS izləmə')).toBeInTheDocument();
    expect(within(list).getAllByTestId('my-bid')).toHaveLength(before + 1);

    requests.stop();
    const posts = requests.filter((r) => r.method === 'POST' && r.path === '/api/bids/create');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      inquiryId: inquiry.id,
      value: 1200.5,
      currency: 'USD',
      shipmentMode: inquiry.shipmentMode,
      truckCount: null,
      // Xəzər Logistika's profile terms, in the order the form lists them.
      preferredRegions: ['EUROPE_AZERBAIJAN', 'TURKEY_AZERBAIJAN', 'CIS'],
      insuranceTypes: ['CARGO', 'GENERAL_LIABILITY', 'CMR'],
      certifications: 'ISO 9001, TIR Carnet',
      notes: 'Tranzit 18 gün, GPS izləmə',
    });
    expect(ownBids(inquiry.id, xezer)).toHaveLength(before + 1);
  });

  it('sends a bid once however often the busy button is pressed', async () => {
    const gate = answerGate();
    server.use(
      http.post('*/api/bids/create', async () => {
        await gate.opened;
        return undefined; // then the demo backend answers as usual
      }),
    );
    const inquiry = givenInquiry();
    const { user, requests } = openRecorded(details(inquiry.id), 'LOGISTIC');
    const dialog = await openNewBidForm(user);
    await user.type(within(dialog).getByLabelText('Təklifin məbləği'), '980');
    const send = within(dialog).getByRole('button', { name: 'Təklifi göndər' });
    await user.dblClick(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    await user.click(send);
    gate.open();

    expect(await screen.findByText('Təklifiniz göndərildi')).toBeInTheDocument();
    requests.stop();
    expect(requests.filter((r) => r.method === 'POST' && r.path === '/api/bids/create')).toHaveLength(1);
  });

  it('says the limit instead of offering a fourth bid, and sends nothing', async () => {
    const inquiry = givenInquiry();
    while (ownBids(inquiry.id, xezer).length < MAX_BIDS_PER_INQUIRY) givenBid({ inquiryId: inquiry.id });
    const requests = recordRequests();
    renderApp({ url: details(inquiry.id), role: 'LOGISTIC' });

    expect(await screen.findByText('Hər sorğu üçün maksimum 3 təklif verə bilərsiniz.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Təklif ver' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('my-bid')).toHaveLength(MAX_BIDS_PER_INQUIRY);
    requests.stop();
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('shows the update limit on a bid updated three times, and sends nothing', async () => {
    const inquiry = givenInquiry();
    givenBid({ inquiryId: inquiry.id, updateCount: 3 });
    const { user, requests } = openRecorded(details(inquiry.id), 'LOGISTIC');

    const item = (await screen.findAllByTestId('my-bid'))[0]!;
    expect(within(item).getByText('Qalan yeniləmələr: 0 / 3')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: /^Yenilə/ }));
    expect(within(item).getByRole('alert')).toHaveTextContent('Təklifi 3 dəfədən çox yeniləyə bilməzsiniz');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    requests.stop();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('updates a pending bid with PUT /api/bids/update/{id}, showing the updates left', async () => {
    const inquiry = givenInquiry();
    const bid = givenBid({ inquiryId: inquiry.id, updateCount: 1, value: 1100, currency: 'EUR' });
    const { user, requests } = openRecorded(details(inquiry.id), 'LOGISTIC');

    const item = (await screen.findAllByTestId('my-bid'))[0]!;
    await user.click(within(item).getByRole('button', { name: /^Yenilə/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Təklifi yenilə' });
    expect(within(dialog).getByText('Qalan yeniləmələr: 2 / 3')).toBeInTheDocument();
    const value = within(dialog).getByLabelText('Təklifin məbləği');
    expect(value).toHaveValue('1100');

    // Unchanged terms: the server says so and the form stays.
    await user.click(within(dialog).getByRole('button', { name: 'Dəyişiklikləri yadda saxla' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Təklifdə heç nə dəyişməyib.');

    await user.clear(value);
    await user.type(value, '1050,75');
    await user.click(within(dialog).getByRole('button', { name: 'Dəyişiklikləri yadda saxla' }));

    expect(await screen.findByText('Təklif yeniləndi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const updated = screen.getAllByTestId('my-bid')[0]!;
    expect(await within(updated).findByText('1 050,75 EUR', { normalizer: plain })).toBeInTheDocument();
    expect(within(updated).getByText('Qalan yeniləmələr: 1 / 3')).toBeInTheDocument();

    requests.stop();
    const puts = requests.filter((r) => r.method === 'PUT' && r.path === `/api/bids/update/${bid.bidId}`);
    expect(puts).toHaveLength(2);
    expect(puts[1]!.body).toMatchObject({ value: 1050.75, currency: 'EUR', shipmentMode: bid.shipmentMode });
    expect(readDb().bids.find((b) => b.bidId === bid.bidId)).toMatchObject({
      value: 1050.75,
      updateCount: 2,
    });
  });

  it('explains an inquiry that closed while the bid was typed, keeping the input', async () => {
    const inquiry = givenInquiry();
    givenBid({ inquiryId: inquiry.id }); // so the carrier may still read the inquiry once it is closed
    const { user, requests } = openRecorded(details(inquiry.id), 'LOGISTIC');
    const dialog = await openNewBidForm(user);
    await user.type(within(dialog).getByLabelText('Təklifin məbləği'), '950');
    await user.type(within(dialog).getByLabelText('Qeydlər'), 'Yükləmə 48 saat ərzində');

    writeDb((db) => {
      db.inquiries.find((i) => i.id === inquiry.id)!.status = 'on_hold';
    });
    await submitBid(user, dialog);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bu sorğu artıq təklif qəbul etmir: bu arada bağlanıb və ya başqa təklif qəbul edilib.',
    );
    expect(within(dialog).getByLabelText('Təklifin məbləği')).toHaveValue('950');
    expect(within(dialog).getByLabelText('Qeydlər')).toHaveValue('Yükləmə 48 saat ərzində');

    // Behind the form the panel learns it too: no more 'Təklif ver'.
    await user.click(within(dialog).getByRole('button', { name: 'Ləğv et' }));
    expect(await screen.findByText('Bu sorğu artıq təklif qəbul etmir.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Təklif ver' })).not.toBeInTheDocument();
    requests.stop();
    expect(requests.filter((r) => r.method === 'POST' && r.path === '/api/bids/create')).toHaveLength(1);
  });
});
