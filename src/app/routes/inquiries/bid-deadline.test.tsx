import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import toast from 'react-hot-toast';
import { endpoints } from '@/config/endpoints';
import { formatDateTime } from '@/lib/dates';
import { isoToLocalInput } from '@/lib/deadline';
import { readDb, writeDb } from '@/mocks/db/db';
import { givenBid, givenInquiry, wholeInquiryInput } from '@tests/utils/factories';
import { givenSavedDraft } from '@tests/utils/inquiries';
import { renderApp } from '@tests/utils/render-app';
import { openRecorded } from './open-recorded';

// Bid deadlines on screen: set in the create flow's first step, shown in the preview and
// sent with the inquiry; counted down on the carrier's list and page, which closes by itself at the
// moment; and on the importer's page, which says when it closed and extends it.

const HOUR = 3_600_000;
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const deadlineField = () => screen.getByLabelText('Təkliflərin son tarixi');
/** Sets a datetime-local field as a picker does (jsdom's typing into it is not a browser's). */
const pick = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

beforeEach(() => toast.remove());

describe('the importer sets a deadline', () => {
  it('in the first step: too soon is refused in Azerbaijani with the value kept, then a later one is saved', async () => {
    const { user, requests } = openRecorded('/inquiries/new', 'IMPORTER');
    await screen.findByRole('heading', { level: 2, name: 'Hara göndərilsin' });
    const tooSoon = isoToLocalInput(inHours(0.5));
    pick(deadlineField(), tooSoon);
    await user.click(screen.getByRole('button', { name: 'Növbəti' }));
    expect(await screen.findByText('Son tarix indidən ən azı bir saat sonra olmalıdır')).toBeInTheDocument();
    expect(deadlineField()).toHaveValue(tooSoon);
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/inquiries')).toBe(false);

    const later = isoToLocalInput(inHours(30));
    pick(deadlineField(), later);
    await user.click(screen.getByRole('button', { name: 'Növbəti' }));
    await screen.findByRole('heading', { level: 2, name: 'Götürülmə ünvanı' });
    const created = requests.find((r) => r.method === 'POST' && r.path === '/api/inquiries');
    expect(created?.body).toMatchObject({ step: 2, values: { biddingClosesAt: later } });
  });

  it('shows it in the preview and sends it as a moment with the inquiry', async () => {
    const closes = isoToLocalInput(inHours(30));
    const draft = givenSavedDraft(wholeInquiryInput(day(3), day(20), { biddingClosesAt: closes }));
    const { user, requests } = openRecorded(`/inquiries/preview-inquiry/${draft.id}`, 'IMPORTER');
    const section = await screen.findByRole('region', { name: 'Hara göndərilsin' });
    expect(within(section).getByText(formatDateTime(new Date(closes)))).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Göndər' }));
    await waitFor(() => expect(readDb().inquiries.find((i) => i.id === draft.id)!.status).toBe('active'));
    const sent = requests.find((r) => r.path === `/api${endpoints.inquiries.submit(draft.id)}`);
    expect((sent?.body as { biddingClosesAt: string }).biddingClosesAt).toBe(new Date(closes).toISOString());
  });
});

describe('the carrier sees the deadline', () => {
  it('counting down on the list of open inquiries', async () => {
    const inquiry = givenInquiry({ biddingClosesAt: inHours(48.5) });
    renderApp({ url: `/inquiry?search=${inquiry.inquiryCode}`, role: 'LOGISTIC' });
    const row = (await screen.findAllByTestId('inquiry-row')).find((r) =>
      r.textContent?.includes(inquiry.inquiryCode),
    );
    expect(within(row!).getByTestId('deadline')).toHaveTextContent('2 g 00 s qalıb');
  });

  it('on the inquiry’s page, which closes by itself at the moment', async () => {
    // The wall clock stands still until the test moves it, however long the page takes to load.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const closesAt = Date.now() + 2500;
    const inquiry = givenInquiry({ biddingClosesAt: new Date(closesAt).toISOString() });
    renderApp({ url: `/inquiry/inquiry-details/${inquiry.id}`, role: 'LOGISTIC' });
    const bar = await screen.findByRole('region', { name: 'Bu sorğuya təklif' });
    expect(within(bar).getByTestId('deadline')).toHaveTextContent(/^Təkliflər 0 dəq 02 san sonra bağlanır/);
    expect(within(bar).getByRole('button', { name: 'Təklif ver' })).toBeInTheDocument();
    vi.setSystemTime(closesAt);
    await waitFor(() => expect(within(bar).getByTestId('deadline')).toHaveAttribute('data-state', 'closed'));
    expect(within(bar).getByTestId('deadline')).toHaveTextContent('Təkliflərin qəbulu bağlanıb');
    expect(within(bar).queryByRole('button', { name: 'Təklif ver' })).not.toBeInTheDocument();
  });
});

describe('the importer’s deadline card', () => {
  it('extends the deadline: not later is refused and kept, a later one is sent and shown', async () => {
    const current = inHours(30);
    const inquiry = givenInquiry({ biddingClosesAt: current });
    const { user, requests } = openRecorded(`/details/${inquiry.id}`, 'IMPORTER');
    const card = await screen.findByRole('region', { name: 'Təkliflərin son tarixi' });
    expect(within(card).getByTestId('deadline')).toHaveTextContent(/^Təkliflər 1 g 0[56] s sonra bağlanır/);
    await user.click(within(card).getByRole('button', { name: 'Son tarixi uzat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Təkliflərin son tarixi' });
    const field = within(dialog).getByLabelText('Təkliflərin son tarixi');
    expect(field).toHaveValue(isoToLocalInput(current));
    await user.click(within(dialog).getByRole('button', { name: 'Yadda saxla' }));
    expect(await within(dialog).findByText('Yeni son tarix indikindən gec olmalıdır')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    const later = isoToLocalInput(inHours(54));
    pick(field, later);
    await user.click(within(dialog).getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('Son tarix yeniləndi')).toBeInTheDocument();
    const put = requests.find(
      (r) => r.method === 'PUT' && r.path === `/api${endpoints.inquiries.deadline(inquiry.id)}`,
    );
    expect(put?.body).toEqual({ biddingClosesAt: new Date(later).toISOString() });
    await waitFor(() =>
      expect(within(card).getByTestId('deadline')).toHaveTextContent(/^Təkliflər 2 g 0[56] s/),
    );
  });

  it('says bidding closed and how many bids wait, links to them, and logs it in the activity', async () => {
    const inquiry = givenInquiry({ biddingClosesAt: inHours(2) });
    givenBid({ inquiryId: inquiry.id });
    writeDb((db) => {
      db.inquiries.find((i) => i.id === inquiry.id)!.biddingClosesAt = inHours(-1);
    });
    renderApp({ url: `/details/${inquiry.id}`, role: 'IMPORTER' });
    const card = await screen.findByRole('region', { name: 'Təkliflərin son tarixi' });
    expect(
      await within(card).findByText('Təkliflərin qəbulu bağlanıb. 1 təklif baxılmağı gözləyir.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Təkliflərə bax' })).toHaveAttribute(
      'href',
      `/all-bids/${inquiry.id}`,
    );
    expect(within(card).getByRole('button', { name: 'Yeni son tarixlə yenidən aç' })).toBeInTheDocument();
    const activity = await screen.findByRole('region', { name: 'Sorğu fəaliyyəti' });
    expect(await within(activity).findByText('Təkliflərin qəbulu bağlandı')).toBeInTheDocument();
    expect(within(activity).getByText('1 təklif baxılmağı gözləyir')).toBeInTheDocument();
    expect(readDb().inquiries.find((i) => i.id === inquiry.id)!.status).toBe('under_review');
  });

  it('is not shown once a carrier is chosen', async () => {
    const inquiry = givenInquiry({ status: 'approved', biddingClosesAt: inHours(-5) });
    renderApp({ url: `/details/${inquiry.id}`, role: 'IMPORTER' });
    await screen.findByRole('region', { name: 'Status yeniləməsi' });
    expect(screen.queryByRole('region', { name: 'Təkliflərin son tarixi' })).not.toBeInTheDocument();
  });
});
