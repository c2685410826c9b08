import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { OrganizationType } from '@/config/enums';
import { server } from '@/mocks/node';
import * as preload from './preload';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// Through the real route table: a landing screen's heading shows in the shell while the screen's
// code is still on its way (its module is held here until the test lets it go), its data already
// asked for; a sidebar link pointed at or tabbed to fetches its screen's code; once a screen shows,
// the rest of its area is fetched when the browser is idle.

/** A module import held until `release`, and whether anything asked for it. */
const held = vi.hoisted(() => {
  const gate = () => {
    let release = () => {};
    const promise = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { promise, release: () => release(), asked: false };
  };
  return {
    home: gate(),
    inquiries: gate(),
    carrierInquiries: gate(),
    allInquiries: gate(),
    allBids: gate(),
    billing: gate(),
    ownOrganization: gate(),
    mailbox: gate(),
    promoCodes: gate(),
    activities: gate(),
    bidsSummary: gate(),
  };
});

type Held = keyof typeof held;
const hold = (name: Held) => async (importOriginal: () => Promise<unknown>) => {
  held[name].asked = true;
  await held[name].promise;
  return importOriginal();
};

// The area's preload, watched (the route table calls it through this module).
vi.mock('./preload', async (importOriginal) => {
  const original = await importOriginal<typeof preload>();
  return { ...original, preloadArea: vi.fn(original.preloadArea) };
});

vi.mock('@/app/routes/home', (original) => hold('home')(original));
vi.mock('@/app/routes/inquiries/importer-inquiries', (original) => hold('inquiries')(original));
vi.mock('@/app/routes/inquiries/carrier-inquiries', (original) => hold('carrierInquiries')(original));
vi.mock('@/app/routes/inquiries/all-inquiries', (original) => hold('allInquiries')(original));
vi.mock('@/app/routes/bids/all-bids', (original) => hold('allBids')(original));
vi.mock('@/app/routes/billing/billing', (original) => hold('billing')(original));
vi.mock('@/app/routes/organizations/own-organization', (original) => hold('ownOrganization')(original));
vi.mock('@/app/routes/email/mailbox', (original) => hold('mailbox')(original));
vi.mock('@/app/routes/billing/promo-codes', (original) => hold('promoCodes')(original));
vi.mock('@/app/routes/activities/activities', (original) => hold('activities')(original));
vi.mock('@/app/routes/bids/bids-summary', (original) => hold('bidsSummary')(original));

// Runs first: a module is fetched once per test file, and the landing screens below fetch their areas.
describe('once a screen shows', () => {
  it('fetches the rest of its area the user may open when its data is in and the browser is idle', async () => {
    // The browser is idle at once whenever asked (jsdom has no idle callback).
    vi.stubGlobal('requestIdleCallback', (work: () => void) => {
      work();
      return 0;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    // The list's answer is held: the first load is not over while it is on its way.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(http.get('*/api/billing/transactions', () => answered)); // then the demo backend answers
    try {
      renderApp({ url: '/all-billing', role: 'ADMIN' });
      await screen.findByRole('heading', { level: 1, name: 'Bütün hesablaşmalar' });
      // The screen is there, waiting for its list: nothing else is fetched meanwhile.
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
      expect(preload.preloadArea).not.toHaveBeenCalled();

      answer();
      await waitFor(() => expect(held.promoCodes.asked).toBe(true));
      expect(preload.preloadArea).toHaveBeenCalledWith('billing');
      // The carrier's own billing is in the same area, but not the admin's to open.
      expect(held.billing.asked).toBe(false);
      // Nothing of other areas.
      expect(held.inquiries.asked || held.ownOrganization.asked || held.mailbox.asked).toBe(false);
      held.promoCodes.release();
    } finally {
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});

const main = () => screen.getByRole('main');

describe('a landing screen whose code is still loading', () => {
  it.each<[Held, string, OrganizationType, string, string, string]>([
    [
      'home',
      '/',
      'IMPORTER',
      'Xoş gəldiniz, Leyla Məmmədova',
      'Sorğularınız və aldığınız təkliflər bir baxışda',
      '/api/dashboard',
    ],
    [
      'inquiries',
      '/inquiries',
      'IMPORTER',
      'Sorğular',
      'Göndərdiyiniz sorğular, onların statusu və aldıqları təkliflər',
      '/api/inquiries',
    ],
    [
      'allBids',
      '/all-bids/102',
      'IMPORTER',
      'Bütün təkliflər',
      'Bu sorğuya verilən təkliflər',
      '/api/bids/bids/102',
    ],
    [
      'carrierInquiries',
      '/inquiry',
      'LOGISTIC',
      'Sorğular',
      'Təklif verə biləcəyiniz açıq sorğular',
      '/api/bids/inquiries',
    ],
    [
      'billing',
      '/billing',
      'LOGISTIC',
      'Hesablaşma',
      'Qazandığınız təkliflər üzrə platforma komissiyası, ödənişlər və hesab-fakturalar.',
      '/api/billing/summary',
    ],
    [
      'allInquiries',
      '/all-inquiries',
      'ADMIN',
      'Bütün sorğular',
      'Platformadakı bütün təşkilatların sorğuları',
      '/api/inquiries',
    ],
  ])(
    '%s: shows the shell, its heading and subtitle, and a spinner under them',
    async (name, url, role, title, subtitle, api) => {
      const requests = recordRequests();
      renderApp({ url, role });
      const heading = await screen.findByRole('heading', { level: 1, name: title });
      expect(held[name].asked).toBe(true);
      expect(main()).toContainElement(heading);
      expect(within(main()).getByText(subtitle)).toBeInTheDocument();
      expect(within(main()).getByRole('status')).toBeInTheDocument();
      // The shell is there around it: the menu and the user.
      expect(screen.getByRole('navigation', { name: 'Əsas menyu' })).toBeInTheDocument();
      expect(screen.getByTestId('user-name')).toBeInTheDocument();
      // The route's loader asked for its data without waiting for the screen.
      await waitFor(() => expect(requests.map((r) => r.path)).toContain(api));
      requests.stop();

      held[name].release();
      // The screen itself arrives under the same heading.
      await waitFor(() => expect(screen.queryByTestId('loading-heading')).toBeNull());
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    },
  );
});

describe('another screen whose code is still loading', () => {
  it.each<[Held, string, OrganizationType, string, string]>([
    [
      'activities',
      '/activities',
      'LOGISTIC',
      'Təşkilat fəaliyyətləri',
      'Təşkilatınızın üzvlərinin etdikləri: sorğular, təkliflər, yeni üzvlər və ödənişlər',
    ],
    [
      'bidsSummary',
      '/bids-summary',
      'IMPORTER',
      'Təkliflərin xülasəsi',
      'Seçilmiş müddətdə gələn, qəbul edilən və gözləyən təkliflər, orta və ən sərfəli qiymətlər.',
    ],
  ])(
    '%s: shows its own heading in the shell, the same the screen draws',
    async (name, url, role, title, subtitle) => {
      renderApp({ url, role });
      const heading = await screen.findByRole('heading', { level: 1, name: title });
      expect(within(main()).getByTestId('loading-heading')).toContainElement(heading);
      expect(within(main()).getByText(subtitle)).toBeInTheDocument();
      expect(held[name].asked).toBe(true);

      held[name].release();
      await waitFor(() => expect(screen.queryByTestId('loading-heading')).toBeNull());
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    },
  );
});

describe('the sidebar', () => {
  it('fetches a screen’s code when its link is pointed at, and when it is tabbed to', async () => {
    const { user } = renderApp({ url: '/', role: 'IMPORTER' });
    const menu = await screen.findByRole('navigation', { name: 'Əsas menyu' });
    await screen.findByRole('heading', { level: 1, name: /Xoş gəldiniz/ });
    expect(held.ownOrganization.asked).toBe(false);
    expect(held.mailbox.asked).toBe(false);

    await user.hover(within(menu).getByRole('link', { name: 'Təşkilat' }));
    await waitFor(() => expect(held.ownOrganization.asked).toBe(true));
    expect(held.mailbox.asked).toBe(false);

    within(menu)
      .getByRole('link', { name: /E-poçt/ })
      .focus();
    await waitFor(() => expect(held.mailbox.asked).toBe(true));
    held.ownOrganization.release();
    held.mailbox.release();
  });
});
