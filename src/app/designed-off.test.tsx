import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { endpoints } from '@/config/endpoints';
import { MAX_BIDS_PER_INQUIRY } from '@/config/limits';
import { featureOfPath, SERVER_FEATURES, type ServerFeature } from '@/config/server-features';
import { readDb, writeDb } from '@/mocks/db/db';
import type { InquiryRecord } from '@/mocks/db/models';
import { designedOffHandlers, isSwitchedOff } from '@/mocks/designed-off';
import { server } from '@/mocks/node';
import { demoOrganization, givenBid, givenInquiry } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// A backend without our designed endpoints (404 or 501 for them) hides
// their features from the menu and says 'not available on this server' where a user lands on one,
// while the spec's screens go on working.

const menu = () => screen.getByRole('navigation', { name: 'Əsas menyu' });
const unavailable = () => screen.findByRole('heading', { level: 1, name: 'Bu serverdə mövcud deyil' });
const menuLink = (name: string) => within(menu()).queryByRole('link', { name });

beforeEach(() => toast.remove());

describe('a backend without the designed endpoints', () => {
  beforeEach(() => server.use(...designedOffHandlers));

  it('says the mailbox is not available, inside the shell, and hides its menu item', async () => {
    const { user } = renderApp({ url: '/email/inbox', role: 'IMPORTER' });
    expect(await unavailable()).toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: /E-poçt/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The rest of the app still works from the same menu.
    await user.click(within(menu()).getByRole('link', { name: 'Sorğular' }));
    // The heading paints before the screen's code has come: its rows say the screen is in.
    await screen.findByRole('heading', { level: 1, name: 'Sorğular' });
    expect(
      (await within(await screen.findByTestId('inquiry-list')).findAllByTestId('inquiry-row')).length,
    ).toBeGreaterThan(0);
  });

  it('keeps home useful without the dashboard: a greeting and the ways in', async () => {
    renderApp({ url: '/', role: 'LOGISTIC' });
    const areas = await screen.findByRole('navigation', { name: 'Bölmələr' });
    expect(screen.getByRole('heading', { level: 1, name: /Xoş gəldiniz/ })).toBeInTheDocument();
    expect(within(areas).getByRole('link', { name: /Sorğular/ })).toHaveAttribute('href', '/inquiry');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides each missing feature from the menu once the server has said so', async () => {
    const { user } = renderApp({ url: '/statistics', role: 'ADMIN' });
    expect(await unavailable()).toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: 'Statistika' })).not.toBeInTheDocument();
    await user.click(within(menu()).getByRole('link', { name: 'Promo kodlar' }));
    await waitFor(() =>
      expect(within(menu()).queryByRole('link', { name: 'Promo kodlar' })).not.toBeInTheDocument(),
    );
    expect(await unavailable()).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Təşkilatlar' })).toBeInTheDocument();
  });

  it('treats 501 Not Implemented like a missing endpoint', async () => {
    server.use(http.get('*/api/route-offers', () => new HttpResponse(null, { status: 501 })));
    renderApp({ url: '/route-offers', role: 'LOGISTIC' });
    expect(await unavailable()).toBeInTheDocument();
  });
});

describe('an ordinary 404 or 500', () => {
  it('of an inquiry the carrier cannot see does not take its bid list for missing', async () => {
    const draft = givenInquiry({ status: 'draft' });
    const open = givenInquiry();
    givenBid({ inquiryId: open.id });
    const requests = recordRequests();
    const { router } = renderApp({ url: `/inquiry/inquiry-details/${draft.id}`, role: 'LOGISTIC' });
    expect(await screen.findByText('Sorğu tapılmadı')).toBeInTheDocument();
    // The carrier's bids are asked only about an inquiry the spec's call has shown.
    expect(requests.filter((r) => r.path.startsWith('/api/bids/mine/'))).toHaveLength(0);
    await act(() => router.navigate(`/inquiry/inquiry-details/${open.id}`));
    expect((await screen.findAllByTestId('my-bid')).length).toBeGreaterThan(0);
    requests.stop();
  });

  it('of one record does not take its feature for missing', async () => {
    renderApp({ url: '/email/detail/999999', role: 'IMPORTER' });
    expect(await screen.findByText('Məktub tapılmadı')).toBeInTheDocument();
    expect(screen.queryByText('Bu serverdə mövcud deyil')).not.toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: /E-poçt/ })).toBeInTheDocument();
  });

  it('of a feature endpoint that failed for another reason shows the error with a retry', async () => {
    server.use(http.get('*/api/statistics', () => HttpResponse.json({}, { status: 500 })));
    renderApp({ url: '/statistics', role: 'ADMIN' });
    expect(await screen.findByRole('button', { name: 'Yenidən cəhd et' })).toBeInTheDocument();
    expect(screen.queryByText('Bu serverdə mövcud deyil')).not.toBeInTheDocument();
  });
});

describe('a backend without the designed endpoints: what stays and what goes', () => {
  /** A path of each endpoint the features stand on, as the app calls it (ids filled in). */
  const FEATURE_SAMPLES: Record<ServerFeature, readonly string[]> = {
    dashboard: [endpoints.dashboard],
    statistics: [endpoints.statistics],
    mail: [endpoints.mail.list, endpoints.mail.unreadCount, endpoints.mail.contacts],
    billing: [endpoints.billing.summary, endpoints.billing.invoices, endpoints.billing.transactions],
    promoCodes: [endpoints.promoCodes.list],
    routeOffers: [endpoints.routes.offers],
    routeLanes: [endpoints.routes.lanes],
    activities: [endpoints.organization.activities],
    members: [endpoints.organization.members],
    bidHistory: [endpoints.bids.history(5001)],
    inquiryActivity: [endpoints.inquiries.activity(102)],
    profile: [endpoints.me, endpoints.mePassword],
    carrierProfile: [endpoints.organization.carrierProfile],
    myBids: [endpoints.bids.mine(102), endpoints.bids.update(5001)],
    adminBids: [endpoints.bids.list],
    suspension: [endpoints.organization.suspension(4)],
    trackingLinks: [endpoints.inquiries.trackingLink(102)],
    deadlineExtension: [endpoints.inquiries.deadline(102)],
    exchangeRates: [endpoints.exchangeRates],
    ratings: [endpoints.inquiries.rating(109), endpoints.organization.carrierRatings],
    notifications: [
      endpoints.notifications.list,
      endpoints.notifications.unreadCount,
      endpoints.notifications.settings,
    ],
  };
  const url = (path: string) => `http://localhost/api${path.replace(/^\/api(?=\/)/, '')}`;

  it.each(SERVER_FEATURES)(
    'the switch turns off every endpoint of %s, and the app maps it back',
    (feature) => {
      for (const path of FEATURE_SAMPLES[feature]) {
        expect(featureOfPath(path), path).toBe(feature);
        expect(isSwitchedOff(url(path)), path).toBe(true);
      }
    },
  );

  it('keeps the essential and the spec’s endpoints: sign-in, the importer’s inquiries, bidding', () => {
    const kept = [
      endpoints.auth.login,
      endpoints.auth.refreshToken,
      endpoints.inquiries.list,
      endpoints.inquiries.one(102),
      endpoints.inquiries.submit(102),
      endpoints.attachmentsUpload,
      endpoints.organization.current,
      endpoints.organization.one(4),
      endpoints.organization.logisticUpdate(4),
      endpoints.bids.create,
      endpoints.bids.inquiry(102),
      endpoints.bids.inquiries,
      endpoints.bids.ofInquiry(102),
      endpoints.bids.report,
    ];
    for (const path of kept) {
      expect(isSwitchedOff(url(path)), path).toBe(false);
      expect(featureOfPath(path), path).toBeNull();
    }
  });

  it('lets the importer work with its inquiries', async () => {
    server.use(...designedOffHandlers);
    renderApp({ url: '/inquiries', role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 1, name: 'Sorğular' });
    expect((await screen.findAllByTestId('inquiry-row')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Bu serverdə mövcud deyil')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a backend without the carrier’s bid list and carrier profile', () => {
  beforeEach(() => server.use(...designedOffHandlers));

  // Xəzər Logistika (carrier@demo.az, the LOGISTIC demo account) and an inquiry open to every carrier.
  let xezer: number;
  let inquiry: InquiryRecord;
  beforeEach(() => {
    xezer = demoOrganization('LOGISTIC').id;
    inquiry = givenInquiry();
  });
  const ownBids = () => readDb().bids.filter((b) => b.inquiryId === inquiry.id && b.organizationId === xezer);
  const bidPanel = () => screen.findByRole('region', { name: 'Təklifləriniz' });

  async function fillBid(user: UserEvent, value: string, notes: string) {
    await user.click(await screen.findByRole('button', { name: 'Təklif ver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni təklif' });
    await user.type(within(dialog).getByLabelText('Təklifin məbləği'), value);
    await user.type(within(dialog).getByLabelText('Qeydlər'), notes);
    return dialog;
  }
  const send = (user: UserEvent, dialog: HTMLElement) =>
    user.click(within(dialog).getByRole('button', { name: 'Təklifi göndər' }));

  it('lets the carrier bid on the inquiry through the spec’s POST /api/bids/create', async () => {
    const before = ownBids().length;
    const requests = recordRequests();
    const { user } = renderApp({ url: `/inquiry/inquiry-details/${inquiry.id}`, role: 'LOGISTIC' });

    const panel = await bidPanel();
    expect(await within(panel).findByText(/Bu server əvvəlki təkliflərinizi göstərmir/)).toBeInTheDocument();
    expect(within(panel).queryByTestId('my-bid')).not.toBeInTheDocument();
    expect(within(panel).queryByText(/Qalan təkliflər/)).not.toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    // The profile's endpoint is gone too: its menu item hides, and bidding is not blocked on it.
    await waitFor(() => expect(menuLink('Daşıyıcı profili')).not.toBeInTheDocument());

    const dialog = await fillBid(user, '1450,25', 'Tranzit 14 gün');
    expect(within(dialog).getByText(`Sorğu ${inquiry.inquiryCode}`)).toBeInTheDocument();
    await send(user, dialog);
    expect(await screen.findByText('Təklifiniz göndərildi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    requests.stop();
    const posts = requests.filter((r) => r.method === 'POST' && r.path === '/api/bids/create');
    expect(posts).toHaveLength(1);
    // No profile to start from: regions, cover and certificates are empty unless the carrier picks them.
    expect(posts[0]!.body).toEqual({
      inquiryId: inquiry.id,
      value: 1450.25,
      currency: 'USD',
      shipmentMode: inquiry.shipmentMode,
      truckCount: null,
      preferredRegions: [],
      insuranceTypes: [],
      certifications: null,
      notes: 'Tranzit 14 gün',
    });
    expect(ownBids()).toHaveLength(before + 1);
    // Each missing endpoint was asked once; what was learnt is not asked again after the bid.
    expect(requests.filter((r) => r.path === `/api/bids/mine/${inquiry.id}`)).toHaveLength(1);
    expect(requests.filter((r) => r.path === '/api/logistic/profile')).toHaveLength(1);
  });

  it('leaves the 3-bid limit to the server and shows its refusal, keeping the input', async () => {
    while (ownBids().length < MAX_BIDS_PER_INQUIRY) givenBid({ inquiryId: inquiry.id });
    const requests = recordRequests();
    const { user } = renderApp({ url: `/inquiry/inquiry-details/${inquiry.id}`, role: 'LOGISTIC' });
    await within(await bidPanel()).findByText(/Bu server əvvəlki təkliflərinizi göstərmir/);

    const dialog = await fillBid(user, '990', 'Dördüncü təklif');
    await send(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Hər sorğu üçün maksimum 3 təklif verə bilərsiniz.',
    );
    expect(within(dialog).getByLabelText('Təklifin məbləği')).toHaveValue('990');
    requests.stop();
    expect(requests.filter((r) => r.method === 'POST' && r.path === '/api/bids/create')).toHaveLength(1);
    expect(ownBids()).toHaveLength(MAX_BIDS_PER_INQUIRY);
  });

  it('learns from the inquiry that it closed: the server refuses, and the panel stops offering a bid', async () => {
    givenBid({ inquiryId: inquiry.id }); // so the carrier may still read the inquiry once it is closed
    const { user } = renderApp({ url: `/inquiry/inquiry-details/${inquiry.id}`, role: 'LOGISTIC' });
    await within(await bidPanel()).findByText(/Bu server əvvəlki təkliflərinizi göstərmir/);
    const dialog = await fillBid(user, '950', 'Yükləmə 48 saat ərzində');
    writeDb((db) => {
      db.inquiries.find((i) => i.id === inquiry.id)!.status = 'on_hold';
    });
    await send(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bu sorğu artıq təklif qəbul etmir');
    await user.click(within(dialog).getByRole('button', { name: 'Ləğv et' }));
    const actionBar = await screen.findByRole('region', { name: 'Bu sorğuya təklif' });
    expect(await within(actionBar).findByText('Bu sorğu artıq təklif qəbul etmir.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Təklif ver' })).not.toBeInTheDocument();
  });

  it('says the carrier profile is not available and hides its menu item', async () => {
    renderApp({ url: '/organization-details', role: 'LOGISTIC' });
    expect(await unavailable()).toBeInTheDocument();
    expect(menuLink('Daşıyıcı profili')).not.toBeInTheDocument();
    expect(menuLink('Sorğular')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a backend without the designed profile, bid list and suspension', () => {
  beforeEach(() => server.use(...designedOffHandlers));

  it('says the profile is not available and hides Settings; the header still names the user', async () => {
    renderApp({ url: '/profile', role: 'IMPORTER' });
    expect(await unavailable()).toBeInTheDocument();
    expect(menuLink('Tənzimləmələr')).not.toBeInTheDocument();
    expect(menuLink('Sorğular')).toBeInTheDocument();
    // The name comes from the access token, not from GET /users/me.
    expect(screen.getByTestId('user-name')).toHaveTextContent('Leyla');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('learns it from the first password change when the security area was opened first', async () => {
    const requests = recordRequests();
    const { user } = renderApp({ url: '/profile/update-password', role: 'LOGISTIC' });
    await screen.findByRole('heading', { level: 1, name: 'Şifrəni dəyiş' });
    expect(menuLink('Tənzimləmələr')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cari şifrə'), 'Demo1234!');
    await user.type(screen.getByLabelText('Yeni şifrə'), 'Yeni-sifre-2025');
    await user.type(screen.getByLabelText('Yeni şifrənin təkrarı'), 'Yeni-sifre-2025');
    await user.click(screen.getByRole('button', { name: 'Şifrəni dəyiş' }));

    expect(await unavailable()).toBeInTheDocument();
    expect(menuLink('Tənzimləmələr')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    requests.stop();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual(['/api/users/me/password']);
  });

  it.each(['ADMIN', 'LOGISTIC'] as const)('says the bid list is not available to the %s', async (role) => {
    renderApp({ url: '/bids', role });
    expect(await unavailable()).toBeInTheDocument();
    expect(menuLink('Təkliflər')).not.toBeInTheDocument();
    expect(menuLink('Ana səhifə')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says suspension is not available after the server answered 404; the rest of the edit works', async () => {
    const xezer = demoOrganization('LOGISTIC').id;
    const requests = recordRequests();
    const { user } = renderApp({ url: `/organizations/update-organization/${xezer}`, role: 'ADMIN' });
    const name = await screen.findByLabelText('Şirkətin adı');
    const card = screen.getByRole('region', { name: 'Müvəqqəti dayandırma' });
    await user.type(within(card).getByLabelText('Səbəb'), 'Komissiya ödənilməyib');
    await user.click(within(card).getByRole('button', { name: 'Müvəqqəti dayandır' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Bəli' }));

    expect(await within(card).findByText('Bu serverdə mövcud deyil')).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Müvəqqəti dayandır' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(readDb().organizations.find((o) => o.id === xezer)?.suspended).toBe(false);

    await user.clear(name);
    await user.type(name, 'Xəzər Logistika QSC');
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('Təşkilat məlumatları yadda saxlanıldı')).toBeInTheDocument();
    expect(readDb().organizations.find((o) => o.id === xezer)?.organizaName).toBe('Xəzər Logistika QSC');
    requests.stop();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
      `/api/organization/${xezer}/suspension`,
      `/api/logistic/organization/${xezer}`,
    ]);
  });
});
