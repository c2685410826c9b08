import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { writeDb } from '@/mocks/db/db';
import {
  demoOrganization,
  givenBid,
  givenInquiry,
  givenMail,
  givenMember,
  suspendOrganization,
} from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// Every action the demo backend refuses a suspended organisation (403 'suspended', its
// assertActive) is switched off up front and says why; the same accounts, not suspended, have them all.
// Importer: Bakı Ticarət; carrier: Xəzər Logistika (the demo accounts' organisations). Each test builds
// the records its screens show: the importer's draft, its delivered shipment, its open inquiry with a
// pending bid, a member and a mail to it; the carrier's shipment with steps under way and its pending
// bid on an open inquiry.

const REASON = 'Təşkilatınız müvəqqəti dayandırıldığı üçün bu əməliyyat bağlıdır.';

type Role = 'IMPORTER' | 'LOGISTIC';
type Action = { name: string | RegExp; kind?: 'button' | 'link' | 'file' };
/**
 * A screen and the refused actions on it; `open` first presses what shows them (a read-only dialog).
 * Each screen's first action is one the screen before it lacks: finding it means the new screen is drawn.
 */
type Screen = { url: string; actions: Action[]; open?: string };

function importerScreens(): Screen[] {
  const draft = givenInquiry({ status: 'draft' });
  const delivered = givenInquiry({ status: 'delivered' });
  const open = givenInquiry();
  givenBid({ inquiryId: open.id });
  const member = givenMember();
  const mail = givenMail();
  return [
    { url: '/inquiries', actions: [{ name: 'Yeni sorğu', kind: 'link' }] },
    { url: '/importer-routes', actions: [{ name: /^Bu marşrutla yeni sorğu/, kind: 'link' }] },
    { url: '/route-offers', actions: [{ name: /^Sorğu başlat/, kind: 'link' }] },
    { url: `/details/${draft.id}`, actions: [{ name: 'Qaralamanı davam etdir', kind: 'link' }] },
    { url: `/inquiries/preview-inquiry/${draft.id}`, actions: [{ name: 'Göndər' }] },
    { url: `/inquiry-steps/${delivered.id}`, actions: [{ name: 'Çatdırılmanı təsdiqlə' }] },
    {
      url: `/all-bids/${open.id}`,
      open: 'Təklifi cavabla',
      actions: [{ name: 'Ləğv et' }, { name: 'Təsdiqlə' }],
    },
    { url: '/users', actions: [{ name: 'Üzv əlavə et' }, { name: /^Deaktiv et/ }] },
    { url: `/organization/${member.id}`, actions: [{ name: 'Yadda saxla' }, { name: /^Deaktiv et/ }] },
    { url: '/email/inbox', actions: [{ name: 'Yeni məktub', kind: 'link' }] },
    { url: `/email/detail/${mail.id}`, actions: [{ name: 'Cavabla', kind: 'link' }] },
    {
      url: '/email/create-email/new',
      actions: [{ name: 'Göndər' }, { name: 'Fayl əlavə et', kind: 'file' }],
    },
  ];
}

function carrierScreens(): Screen[] {
  const shipment = givenInquiry({ status: 'in_progress' });
  givenBid({ inquiryId: shipment.id, status: 'APPROVED' });
  const open = givenInquiry();
  givenBid({ inquiryId: open.id });
  return [
    { url: '/billing', actions: [{ name: 'USD balansını ödə' }] },
    {
      url: '/route-offers',
      actions: [{ name: 'Marşrut təklifi dərc et' }, { name: /^Redaktə et/ }, { name: /^Geri götür/ }],
    },
    { url: '/organization-details', actions: [{ name: 'Redaktə et' }] },
    {
      url: `/inquiry-steps/${shipment.id}`,
      actions: [{ name: /mərhələsini tamamla$/ }, { name: /mərhələsini geri al$/ }],
    },
    { url: `/inquiry/inquiry-details/${open.id}`, actions: [{ name: /^Yenilə/ }] },
    { url: '/organization?tab=members', actions: [{ name: 'Üzv əlavə et' }] },
    { url: '/email/inbox', actions: [{ name: 'Yeni məktub', kind: 'link' }] },
  ];
}

const suspend = (role: Role) => suspendOrganization(demoOrganization(role));

/** Every control of the action on screen (rows repeat theirs), once the screen has drawn them. */
async function controlsOf(action: Action, as: 'button' | 'link'): Promise<HTMLElement[]> {
  if (action.kind === 'file') return [await screen.findByLabelText(action.name)];
  return screen.findAllByRole(as, { name: action.name });
}

async function visit(router: ReturnType<typeof renderApp>['router'], user: UserEvent, at: Screen) {
  await act(() => router.navigate(at.url));
  if (at.open) {
    const [opener] = await screen.findAllByRole('button', { name: at.open });
    await user.click(opener!);
    await screen.findByRole('dialog');
  }
}

/** The members whose screens are walked, suspended and then not: the same actions in both walks. */
const MEMBERS = [
  ['importer', 'IMPORTER', importerScreens],
  ['carrier', 'LOGISTIC', carrierScreens],
] as const;

/** Inside the dialog once one is open: the page behind it is hidden from assistive technology. */
const scope = () => (screen.queryByRole('dialog') ? within(screen.getByRole('dialog')) : screen);

describe.each(MEMBERS)('a suspended %s', (_, role, screensOf) => {
  it('finds every refused action switched off, saying why, and pressing one sends nothing', async () => {
    const screens = screensOf();
    suspend(role);
    const { router, user } = renderApp({ url: '/', role });
    await screen.findByTestId('suspension-banner');
    const requests = recordRequests();
    for (const at of screens) {
      await visit(router, user, at);
      for (const action of at.actions) {
        const controls = await controlsOf(action, 'button');
        for (const control of controls) {
          expect(control, `${at.url}: ${String(action.name)}`).toBeDisabled();
          expect(control).toHaveAccessibleDescription(expect.stringContaining(REASON));
        }
        // Not a link in disguise: nothing on the screen still leads to the refused form.
        if (action.kind !== 'file')
          expect(scope().queryByRole('link', { name: action.name })).not.toBeInTheDocument();
        await user.click(controls[0]!);
      }
      // Pressing them led nowhere: still on the same screen, and no form opened over it.
      expect(router.state.location.pathname + router.state.location.search).toBe(at.url);
      if (!at.open) expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
    requests.stop();
    // Read-only pages and the one read-only dialog: the server was asked nothing it would refuse.
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  }, 60_000);
});

describe.each(MEMBERS)('the same %s, not suspended', (_, role, screensOf) => {
  it('has every one of those actions on, with no reason beside it', async () => {
    const screens = screensOf();
    const { router, user } = renderApp({ url: '/', role });
    for (const at of screens) {
      await visit(router, user, at);
      for (const action of at.actions) {
        for (const control of await controlsOf(action, action.kind === 'link' ? 'link' : 'button')) {
          expect(control, `${at.url}: ${String(action.name)}`).toBeEnabled();
          expect(control).not.toHaveAccessibleDescription(expect.stringContaining(REASON));
        }
      }
      expect(screen.queryByText(REASON)).not.toBeInTheDocument();
    }
    expect(screen.queryByTestId('suspension-banner')).not.toBeInTheDocument();
  }, 60_000);
});

// An importer with no inquiry yet: the empty lists lead to a new inquiry, and those ways are refused too.
// `count`: the list's heading keeps its own 'Yeni sorğu' above the empty state's.
const EMPTY_SCREENS = [
  { url: '/inquiries', title: 'Sorğular', empty: 'Sorğu yoxdur', name: 'Yeni sorğu', count: 2 },
  {
    url: '/inquiries-bids?withBids=false',
    title: 'Sorğu təklifləri',
    empty: 'Sorğu yoxdur',
    name: 'Yeni sorğu',
    count: 1,
  },
  {
    url: '/importer-routes',
    title: 'Marşrutların siyahısı',
    empty: 'Hələ marşrut yoxdur',
    name: 'Sorğu yarat',
    count: 1,
  },
];

/** On the screen, not the one before it: its heading first, then its empty state. */
async function visitEmpty(
  router: ReturnType<typeof renderApp>['router'],
  at: (typeof EMPTY_SCREENS)[number],
) {
  await act(() => router.navigate(at.url));
  await screen.findByRole('heading', { level: 1, name: at.title });
  await screen.findByText(at.empty);
}

describe('an importer with no inquiries yet', () => {
  beforeEach(() => {
    writeDb((db) => {
      const importer = demoOrganization('IMPORTER');
      db.inquiries = db.inquiries.filter((i) => i.organizationId !== importer.id);
    });
  });

  it('while suspended, finds the empty lists’ new-inquiry actions switched off, saying why', async () => {
    suspend('IMPORTER');
    const { router } = renderApp({ url: '/', role: 'IMPORTER' });
    await screen.findByTestId('suspension-banner');
    for (const at of EMPTY_SCREENS) {
      await visitEmpty(router, at);
      const controls = screen.getAllByRole('button', { name: at.name });
      expect(controls, at.url).toHaveLength(at.count);
      for (const control of controls) {
        expect(control, at.url).toBeDisabled();
        expect(control).toHaveAccessibleDescription(REASON);
      }
      expect(screen.queryByRole('link', { name: at.name })).not.toBeInTheDocument();
    }
  });

  it('not suspended, has them as links to the create flow', async () => {
    const { router } = renderApp({ url: '/', role: 'IMPORTER' });
    for (const at of EMPTY_SCREENS) {
      await visitEmpty(router, at);
      const links = screen.getAllByRole('link', { name: at.name });
      expect(links, at.url).toHaveLength(at.count);
      for (const link of links) expect(link, at.url).toHaveAttribute('href', '/inquiries/new');
      expect(screen.queryByText(REASON)).not.toBeInTheDocument();
    }
  });
});

// The create flow opened by its address (typed, bookmarked, or a draft's link from elsewhere): every
// step's Next saves a draft the server would refuse, so a suspended importer is told why instead of
// being given six steps to fill.
const createUrls = () => ['/inquiries/new', `/inquiries/new?draft=${givenInquiry({ status: 'draft' }).id}`];

describe('the create flow opened directly', () => {
  it('shows a suspended importer why, with the way back, and no step to fill or save', async () => {
    const urls = createUrls();
    suspend('IMPORTER');
    const requests = recordRequests();
    const { router, user } = renderApp({ url: urls[0], role: 'IMPORTER' });
    await screen.findByTestId('suspension-banner');
    for (const url of urls) {
      await act(() => router.navigate(url));
      expect(await screen.findByRole('alert')).toHaveTextContent(REASON);
      expect(screen.queryByRole('button', { name: 'Növbəti' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 2, name: 'Hara göndərilsin' })).not.toBeInTheDocument();
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    }
    await user.click(screen.getByRole('link', { name: 'Sorğulara qayıt' }));
    expect(router.state.location.pathname).toBe('/inquiries');
    requests.stop();
    // Nothing was started: no draft created or saved, nothing written at all.
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('lets the same importer, not suspended, start the flow and save its first draft', async () => {
    const requests = recordRequests();
    const { user } = renderApp({ url: '/inquiries/new', role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 2, name: 'Hara göndərilsin' });
    expect(screen.queryByText(REASON)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Növbəti' }));
    await screen.findByRole('heading', { level: 2, name: 'Götürülmə ünvanı' });
    requests.stop();
    expect(requests.filter((r) => r.method !== 'GET')).toMatchObject([
      { method: 'POST', path: '/api/inquiries', body: { step: 2, values: { sendTo: 'ALL_CARRIERS' } } },
    ]);
  });
});
