import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { bidDecisionKeys, bidKeys } from '@/features/bids/api/query-keys';
import { emptyInquiryValues } from '@/features/inquiries/components/create/form-values';
import { apiClient } from '@/lib/http-client';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { startSession } from '@/lib/session';
import { readDb, writeDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { issueTokens } from '@/mocks/tokens';
import { answerGate } from '@tests/utils/answer-gate';
import { givenBid, givenInquiry, organizationOf } from '@tests/utils/factories';
import { renderApp } from '@tests/utils/render-app';
import { SidebarProvider, useSidebar } from './layouts/sidebar-context';
import { findScreenHeading } from '@tests/utils/screen-heading';

// Points of the product spec that no other test pins down (docs/spec-coverage.md
// lists every point with its test). Each test here is about one point, through the whole app where the
// point is something a user sees.

describe('spec §2: screens and routes', () => {
  it('the empty email path opens the inbox', async () => {
    const { router } = renderApp({ url: '/email', role: 'IMPORTER' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/email/inbox'));
    await findScreenHeading('E-poçt');
  });

  // The spec's sidebar areas by the az label, where each leads, and who has it; an area a role lacks is
  // checked absent from its menu. Inquiry offers, which opens the 'Inquiry bids' screen, is pinned in
  // spec-partials.test.tsx.
  const AREAS = [
    { label: 'Sorğular', to: { IMPORTER: '/inquiries', LOGISTIC: '/inquiry' } },
    { label: 'Təşkilat fəaliyyətləri', to: { IMPORTER: '/activities', LOGISTIC: '/activities' } },
    { label: 'Hesablaşma', to: { LOGISTIC: '/billing' } },
    { label: 'Marşrutlar', to: { IMPORTER: '/importer-routes' } },
    { label: 'Marşrut təklifləri', to: { IMPORTER: '/route-offers', LOGISTIC: '/route-offers' } },
    { label: 'Tənzimləmələr', to: { IMPORTER: '/profile', LOGISTIC: '/profile', ADMIN: '/profile' } },
    { label: 'Statistika', to: { IMPORTER: '/statistics', LOGISTIC: '/statistics', ADMIN: '/statistics' } },
    { label: 'Təşkilat', to: { IMPORTER: '/organization', LOGISTIC: '/organization' } },
    { label: 'Təkliflər', to: { LOGISTIC: '/bids', ADMIN: '/bids' } },
    { label: /^E-poçt/, to: { IMPORTER: '/email/inbox', LOGISTIC: '/email/inbox' } },
    { label: 'Promo kodlar', to: { ADMIN: '/promo-codes' } },
  ] as const;

  it('the sidebar names every area of the spec for the role that may open it, and Logout for all', async () => {
    for (const role of ['IMPORTER', 'LOGISTIC', 'ADMIN'] as const) {
      const view = renderApp({ url: '/', role });
      // Home arrived (its code loads lazily), so nothing is still loading when the view goes.
      await screen.findByRole('heading', { level: 1, name: /Xoş gəldiniz/ });
      const menu = screen.getByRole('navigation', { name: 'Əsas menyu' });
      for (const { label, to } of AREAS) {
        const hrefs = within(menu)
          .queryAllByRole('link', { name: label })
          .map((link) => link.getAttribute('href'));
        const expected = (to as Partial<Record<typeof role, string>>)[role];
        if (expected) expect(hrefs, `${role}: ${String(label)}`).toContain(expected);
        else expect(hrefs, `${role}: ${String(label)}`).toEqual([]);
      }
      expect(screen.getByRole('button', { name: 'Çıxış' })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('the sidebar collapses to a rail and opens again, and on a phone it is shown as a drawer', async () => {
    const { user } = renderApp({ url: '/', role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 1, name: /Xoş gəldiniz/ });
    const sidebar = screen.getByRole('complementary');
    const collapse = screen.getByRole('button', { name: 'Menyunu yığ' });
    expect(collapse).toHaveAttribute('aria-pressed', 'false');
    expect(within(sidebar).getByText('Statistika')).not.toHaveClass('sr-only');

    await user.click(collapse);
    await waitFor(() => expect(collapse).toHaveAttribute('aria-pressed', 'true'));
    expect(sidebar).toHaveClass('w-[72px]');
    // Icons only: the names stay for screen readers.
    expect(within(sidebar).getByText('Statistika')).toHaveClass('sr-only');
    await user.click(collapse);
    await waitFor(() => expect(collapse).toHaveAttribute('aria-pressed', 'false'));
    expect(within(sidebar).getByText('Statistika')).not.toHaveClass('sr-only');

    // The phone's menu button shows the same menu as a drawer, which closes again.
    const open = screen.getByRole('button', { name: 'Menyunu aç' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Əsas menyu' });
    expect(within(drawer).getByRole('link', { name: 'Statistika' })).toHaveAttribute('href', '/statistics');
    // By keyboard: while the drawer opens its layer may still refuse the pointer.
    within(drawer).getByRole('button', { name: 'Menyunu bağla' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('spec §2: the all-bids screen and its bid details modal', () => {
  it('the go-back button returns to the page the importer came from, or to the inquiry when opened directly', async () => {
    const inquiry = givenInquiry();
    givenBid({ inquiryId: inquiry.id });

    const from = renderApp({ url: `/inquiries-bids?search=${inquiry.inquiryCode}`, role: 'IMPORTER' });
    await from.user.click(
      await screen.findByRole('link', { name: `Təkliflərə bax (${inquiry.inquiryCode})` }),
    );
    await waitFor(() => expect(from.router.state.location.pathname).toBe(`/all-bids/${inquiry.id}`));
    await from.user.click(await screen.findByRole('button', { name: 'Geri qayıt' }));
    await waitFor(() => expect(from.router.state.location.pathname).toBe('/inquiries-bids'));
    // Each screen arrived (its code loads lazily) before the test moves on.
    await findScreenHeading('Sorğu təklifləri');
    from.unmount();

    const direct = renderApp({ url: `/all-bids/${inquiry.id}`, role: 'IMPORTER' });
    await direct.user.click(await screen.findByRole('button', { name: 'Geri qayıt' }));
    await waitFor(() => expect(direct.router.state.location.pathname).toBe(`/details/${inquiry.id}`));
    await findScreenHeading('Sorğunun detalları');
  });

  it("a delivered bid, like an approved one, opens the inquiry steps from 'Təklifin detalları'", async () => {
    const delivered = givenInquiry({ status: 'delivered' });
    givenBid({ inquiryId: delivered.id, status: 'DELIVERED' });
    const { router, user } = renderApp({ url: `/all-bids/${delivered.id}`, role: 'IMPORTER' });
    const row = (await screen.findAllByTestId('bid-row'))[0]!;
    expect(within(row).queryByRole('button', { name: 'Təklifi cavabla' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Təklifin detalları' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inquiry-steps/${delivered.id}`));
    expect(router.state.location.state).toEqual({ inquiryId: delivered.id });
    await findScreenHeading('Status mərhələləri');
  });

  it('the bid details modal shows every row of a bid that has them all, certificate and truck count included', async () => {
    const inquiry = givenInquiry({ shipmentMode: 'ROAD' });
    givenBid({
      inquiryId: inquiry.id,
      certifications: 'ISO 9001, TIR Carnet',
      truckCount: 2,
      preferredRegions: ['CIS', 'CHINA'],
      insuranceTypes: ['CARGO', 'CMR'],
      value: 1850.5,
      currency: 'USD',
    });
    const { user } = renderApp({ url: `/all-bids/${inquiry.id}`, role: 'IMPORTER' });
    await user.click(await screen.findByRole('button', { name: 'Təklifi cavabla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Təfərrüatlar' });
    const rows = within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    // The demo carrier's first member placed it: Elvin Həsənov. The spec's rows come first, in its
    // order; after them only our additions (here the carrier's rating: the bid has no lines or
    // transit time).
    expect(rows.slice(8).map(([term]) => term)).toEqual(['Daşıyıcının reytinqi']);
    expect(rows.slice(0, 8)).toEqual([
      ['Ad', 'Elvin'],
      ['Soyad', 'Həsənov'],
      ['Sertifikat', 'ISO 9001, TIR Carnet'],
      ['MOT', 'Avtomobil'],
      ['Yük maşınının sayı', '2'],
      ['Rahat rayon', 'MDB, Çin'],
      ['Sığorta növü', 'Yük sığortası, CMR'],
      ['Təklifin məbləği', '1 850,50 USD'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Ləğv et' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Təsdiqlə' })).toBeInTheDocument();
  });
});

describe('spec §2: the organisation profile edit screen', () => {
  it('the save button is busy and switched off while the organisation is saved', async () => {
    const gate = answerGate();
    server.use(
      http.put('*/api/organization', async () => {
        await gate.opened;
        return HttpResponse.json({});
      }),
    );
    const { user, router } = renderApp({ url: '/organization/edit', role: 'IMPORTER' });
    const name = await screen.findByLabelText('Şirkətin adı', { selector: 'input' });
    await waitFor(() => expect(name).not.toHaveValue(''));
    const save = screen.getByRole('button', { name: 'Yadda saxla' });
    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(save).toHaveAttribute('aria-busy', 'true');
    gate.open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization'));
    await findScreenHeading('Təşkilat');
  });
});

describe('spec §3: client state', () => {
  it('the fileUpload state starts with empty packageListId, certificateOfOriginId and msdsCertificateId', () => {
    expect(emptyInquiryValues().uploadedFilesId).toEqual({
      packageListId: '',
      certificateOfOriginId: '',
      msdsCertificateId: '',
    });
  });

  it('the sidebar context holds isCollapsed and isShow, both false at first', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <SidebarProvider>{children}</SidebarProvider>;
    const { result } = renderHook(() => useSidebar(), { wrapper });
    expect(result.current).toMatchObject({ isCollapsed: false, isShow: false });
  });
});

describe('spec §5: validation messages as the spec writes them (English)', () => {
  // Every English namespace in place first: one arriving mid-test would suspend a screen outside act().
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(readdirSync('locales/en').map((file) => file.replace(/\.json$/, '')));
  });

  it("a required field left empty says 'This field is required'", async () => {
    const { user } = renderApp({ url: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    const email = await screen.findByLabelText('Email', { selector: 'input' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/This field is required/));
  });

  it('a carrier without its profile is told what bidding needs before it may bid', async () => {
    // Silk Way Cargo has not filled in its carrier profile yet.
    const email = 'aysel@silkwaycargo.az';
    const member = readDb().users.find((u) => u.email === email)!;
    startSession(writeDb((db) => issueTokens(db, member, organizationOf(email))));
    const inquiry = givenInquiry();
    const { user, router } = renderApp({ url: `/inquiry/inquiry-details/${inquiry.id}` });
    await user.click(await screen.findByRole('button', { name: 'Place a bid' }));
    expect(
      await screen.findByText('To submit offers for requests, additional information must be filled in.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization-details'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete your registration' }),
    ).toBeInTheDocument();
  });
});

describe('spec §6: roles and permissions', () => {
  it('offers accept and cancel on a pending bid to the importer only, never to the carrier or the admin', async () => {
    const inquiry = givenInquiry();
    givenBid({ inquiryId: inquiry.id });
    const answers = ['Təklifi cavabla', 'Təsdiqlə', 'Ləğv et'];

    const carrier = renderApp({ url: '/bids?tab=pending', role: 'LOGISTIC' });
    await carrier.user.click(await screen.findByRole('button', { name: `Ətraflı: ${inquiry.inquiryCode}` }));
    const details = await screen.findByRole('dialog', { name: 'Təklifin detalları' });
    // Its history last: the dialog is whole.
    await within(details).findAllByTestId('bid-history-entry');
    for (const name of answers) expect(within(details).queryByRole('button', { name })).toBeNull();
    carrier.unmount();

    renderApp({ url: `/bids?inquiry=${inquiry.id}`, role: 'ADMIN' });
    await waitFor(() => expect(screen.getAllByTestId('bid-row')).toHaveLength(1));
    // The organisation filter's options last: the page is whole.
    await waitFor(() => expect(screen.getByLabelText('Təşkilat')).toBeEnabled());
    for (const name of answers) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});

describe('spec §7, §9: the client and its cache', () => {
  it('the API client sets no timeout', () => {
    expect(apiClient.defaults.timeout ?? 0).toBe(0);
  });

  it('a failed data query is retried 3 times, and an answer stays fresh for 5 minutes', async () => {
    const client = createQueryClient();
    const failing = vi.fn(() => Promise.reject(new Error('down')));
    await expect(client.fetchQuery({ queryKey: ['spec', 'failing'], queryFn: failing })).rejects.toThrow();
    expect(failing).toHaveBeenCalledTimes(1 + 3);

    expect(client.getDefaultOptions().queries).toMatchObject({ staleTime: 300_000, gcTime: 300_000 });
    const answer = vi.fn(() => Promise.resolve('fresh'));
    await client.fetchQuery({ queryKey: ['spec', 'cached'], queryFn: answer });
    await client.fetchQuery({ queryKey: ['spec', 'cached'], queryFn: answer });
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it("caches bids under 'bids' and 'all-bids', and a decision on a bid invalidates 'bids'", () => {
    expect(bidKeys.all).toEqual(['bids']);
    expect(bidKeys.ofInquiry('7', { status: '', size: 10, page: 1 })[0]).toBe('all-bids');
    expect(bidDecisionKeys).toContainEqual(['bids']);
    expect(bidDecisionKeys).toContainEqual(['all-bids']);
  });
});
