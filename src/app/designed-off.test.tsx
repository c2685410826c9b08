import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { designedOffHandlers } from '@/mocks/designed-off';
import { server } from '@/mocks/node';
import { renderApp } from '../../tests/utils/render-app';

// Issue 14, 'Must show' 3: a backend without our designed endpoints (404 or 501 for them) hides
// their features from the menu and says 'not available on this server' where a user lands on one,
// while the spec's screens go on working.

const menu = () => screen.getByRole('navigation', { name: 'Əsas menyu' });
const unavailable = () => screen.findByRole('heading', { level: 1, name: 'Bu serverdə mövcud deyil' });

describe('a backend without the designed endpoints', () => {
  beforeEach(() => server.use(...designedOffHandlers));

  it('says the mailbox is not available, inside the shell, and hides its menu item', async () => {
    const { user } = renderApp({ url: '/email/inbox', role: 'IMPORTER' });
    expect(await unavailable()).toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: /E-poçt/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The rest of the app still works from the same menu.
    await user.click(within(menu()).getByRole('link', { name: 'Sorğular' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorğular' })).toBeInTheDocument();
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
  it('of one record does not take its feature for missing', async () => {
    renderApp({ url: '/email/detail/999999', role: 'IMPORTER' });
    expect(await screen.findByText('Məktub tapılmadı')).toBeInTheDocument();
    expect(screen.queryByText('Bu serverdə mövcud deyil')).not.toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: /E-poçt/ })).toBeInTheDocument();
  });

  it('of a feature endpoint that failed for another reason shows the error with a retry', async () => {
    server.use(http.get('*/api/statistics', () => HttpResponse.json({}, { status: 500 })));
    renderApp({ url: '/statistics', role: 'ADMIN' });
    expect(
      await screen.findByRole('button', { name: 'Yenidən cəhd et' }, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Bu serverdə mövcud deyil')).not.toBeInTheDocument();
  });
});
