import { screen, within } from '@testing-library/react';
import { endpoints } from '@/config/endpoints';
import {
  getTrackedShipmentQueryOptions,
  TRACKING_REFRESH_MS,
} from '@/features/inquiries/api/get-tracked-shipment';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { givenShipment, givenTrackingLink } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { failingGet } from '@tests/utils/failing-get';
import { findScreenHeading } from '@tests/utils/screen-heading';

// /track/{token}: a shipment's steps for anyone holding the link its importer made. No
// session, no menu; in the visitor's language; a revoked, unknown or expired link says so plainly.

function sharedShipment() {
  const { inquiry } = givenShipment();
  const link = givenTrackingLink({ inquiryId: inquiry.id });
  return { inquiry, link };
}

const languages = (tags: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);

describe('a visitor opening a tracking link', () => {
  // jsdom's browser speaks en-US; these visitors' browsers speak Azerbaijani unless a test says otherwise.
  let browser: ReturnType<typeof languages>;
  beforeEach(() => {
    browser = languages(['az-AZ', 'az']);
  });
  afterEach(() => browser.mockRestore());

  it('sees the shipment’s code, route, carrier and steps without an account, and sends no token', async () => {
    const { inquiry, link } = sharedShipment();
    const requests = recordRequests();
    renderApp({ url: `/track/${link.token}` });

    await findScreenHeading('Yükün izlənməsi');
    expect(screen.getByText(inquiry.inquiryCode)).toBeInTheDocument();
    expect(screen.getByText('Şanxay, Çin')).toBeInTheDocument();
    expect(screen.getByText('Bakı, Azərbaycan')).toBeInTheDocument();
    expect(screen.getByText('Xəzər Logistika MMC')).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Status mərhələləri' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual([
      'done',
      'done',
      'done',
      'pending',
      'pending',
      'pending',
    ]);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    // Nothing of an account: no menu, no sign-out.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Çıxış/ })).not.toBeInTheDocument();

    requests.stop();
    const read = requests.filter((r) => r.path.startsWith('/api/'));
    expect(read.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /api${endpoints.tracking(link.token)}`]);
    expect(read[0]!.headers.get('Authorization')).toBeNull();
    expect(read[0]!.headers.get('Accept-Language')).toBe('az');
  });

  it('reads it in the browser’s language on a first visit, and keeps that choice', async () => {
    const { link } = sharedShipment();
    browser.mockReturnValue(['ru-RU', 'ru', 'en']);
    const requests = recordRequests();
    renderApp({ url: `/track/${link.token}` });
    await screen.findByRole('heading', { level: 1, name: 'Отслеживание груза' });
    expect(screen.getByText('Шанхай, Китай')).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('ru');
    requests.stop();
    expect(requests.find((r) => r.path.startsWith('/api/tracking/'))?.headers.get('Accept-Language')).toBe(
      'ru',
    );
  });

  it('keeps a language chosen here before over the browser’s', async () => {
    const { link } = sharedShipment();
    browser.mockReturnValue(['ru-RU', 'ru']);
    await i18n.changeLanguage('en');
    renderApp({ url: `/track/${link.token}` });
    await screen.findByRole('heading', { level: 1, name: 'Shipment tracking' });
    expect(screen.getByText('Shanghai, China')).toBeInTheDocument();
  });

  it('stays in the default language when the browser speaks none of the app’s', async () => {
    const { link } = sharedShipment();
    browser.mockReturnValue(['de-DE', 'fr']);
    renderApp({ url: `/track/${link.token}` });
    await findScreenHeading('Yükün izlənməsi');
  });

  it('follows a change of language to the place names the server gives', async () => {
    const { link } = sharedShipment();
    const { user } = renderApp({ url: `/track/${link.token}` });
    await screen.findByText('Şanxay, Çin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dil' }), 'en');
    expect(await screen.findByText('Shanghai, China')).toBeInTheDocument();
  });

  it('says a revoked link is not valid, and shows nothing of the shipment', async () => {
    const { inquiry, link } = sharedShipment();
    givenTrackingLink({ inquiryId: inquiry.id, token: 'revoked-one', revokedAt: new Date().toISOString() });
    renderApp({ url: '/track/revoked-one' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bu link etibarsızdır' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Göndərəndən yeni link istəyin/)).toBeInTheDocument();
    expect(screen.queryByText(inquiry.inquiryCode)).not.toBeInTheDocument();
    expect(link.token).not.toBe('revoked-one');
  });

  it('says an unknown link is not valid', async () => {
    renderApp({ url: '/track/no-such-link' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bu link etibarsızdır' }),
    ).toBeInTheDocument();
  });

  it('says an expired link has expired', async () => {
    const { inquiry } = givenShipment();
    givenTrackingLink({
      inquiryId: inquiry.id,
      token: 'old-one',
      expiresAt: new Date(Date.now() - 1).toISOString(),
    });
    renderApp({ url: '/track/old-one' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bu linkin vaxtı bitib' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(inquiry.inquiryCode)).not.toBeInTheDocument();
  });

  it('offers a retry when the server fails, and shows the shipment once it answers', async () => {
    const { inquiry, link } = sharedShipment();
    const outage = failingGet('*/api/tracking/:token', { message: 'down', status: 503 });
    const { user } = renderApp({ url: `/track/${link.token}` });
    const retry = await screen.findByRole('button', { name: 'Yenidən cəhd et' });
    expect(screen.getByRole('heading', { level: 1, name: 'Yükün izlənməsi' })).toBeInTheDocument();
    outage.failing = false;
    await user.click(retry);
    expect(await screen.findByText(inquiry.inquiryCode)).toBeInTheDocument();
  });

  it('opens for a signed-in user too, without sending them elsewhere', async () => {
    const { inquiry, link } = sharedShipment();
    renderApp({ url: `/track/${link.token}`, role: 'LOGISTIC' });
    expect(await screen.findByText(inquiry.inquiryCode)).toBeInTheDocument();
  });
});

describe('the tracking page’s refresh', () => {
  const interval = (error: unknown) => {
    const options = getTrackedShipmentQueryOptions('t', 'az');
    const refetch = options.refetchInterval as (query: { state: { error: unknown } }) => number | false;
    return refetch({ state: { error } });
  };
  const httpError = (status: number) => new ApiError({ kind: 'http', status, message: String(status) });

  it('asks again every minute while the link works, or the server merely failed', () => {
    expect(interval(null)).toBe(TRACKING_REFRESH_MS);
    expect(TRACKING_REFRESH_MS).toBe(60_000);
    expect(interval(httpError(503))).toBe(TRACKING_REFRESH_MS);
    expect(interval(new ApiError({ kind: 'network', message: 'offline' }))).toBe(TRACKING_REFRESH_MS);
  });

  it('stops asking once the link is dead', () => {
    expect(interval(httpError(404))).toBe(false);
    expect(interval(httpError(410))).toBe(false);
  });

  it('does not ask while the tab is hidden', () => {
    expect(getTrackedShipmentQueryOptions('t', 'az').refetchIntervalInBackground).not.toBe(true);
  });
});
