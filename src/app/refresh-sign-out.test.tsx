import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// What the user sees when a screen's request is refused and the refresh fails
// (docs/decisions.md 'Refresh and sign-out'): a refused refresh token signs out to the login page
// with the way back; a refresh that merely failed leaves the user on the screen with a retry.

/** GET /api/users/me (the /profile screen) refused with 403 while `refused.now` holds. */
function refuseProfile(refused = { now: true }) {
  server.use(
    http.get('*/api/users/me', () =>
      refused.now ? HttpResponse.json({ message: 'Forbidden' }, { status: 403 }) : undefined,
    ),
  );
  return refused;
}

describe('refresh and sign-out on a screen', () => {
  it('a refresh answering 401 signs the user out to /login?redirect=<the page>', async () => {
    refuseProfile();
    server.use(
      http.post('*/api/auth/refresh-token', () =>
        HttpResponse.json({ message: 'Refresh token is invalid' }, { status: 401 }),
      ),
    );
    const requests = recordRequests();
    const { router } = renderApp({ url: '/profile?tab=info', role: 'IMPORTER' });
    const refreshToken = Cookies.get('refreshToken');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/profile?tab=info')}`);
    await screen.findByRole('heading', { name: 'Daxil ol' });
    expect(screen.getByText('Sessiyanın vaxtı bitdi. Yenidən daxil olun.')).toBeInTheDocument();
    expect(Cookies.get('accessToken')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
    requests.stop();
    const refreshes = requests.filter((r) => r.path === '/api/auth/refresh-token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.headers.get('Accept-Language')).toBe('az');
    await waitFor(() => expect(refreshes[0]!.body).toEqual({ refreshToken }));
  });

  it('a refresh answering 503 keeps the user signed in on the screen, with its error and a retry', async () => {
    const refused = refuseProfile();
    let refreshes = 0;
    server.use(
      http.post('*/api/auth/refresh-token', () => {
        refreshes += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const { router, user } = renderApp({ url: '/profile', role: 'IMPORTER' });
    const accessToken = Cookies.get('accessToken');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Məlumatları yükləmək mümkün olmadı')).toBeInTheDocument();
    const retry = within(alert).getByRole('button', { name: 'Yenidən cəhd et' });
    expect(refreshes).toBe(1);
    expect(router.state.location.pathname).toBe('/profile');
    expect(Cookies.get('accessToken')).toBe(accessToken);
    expect(Cookies.get('refreshToken')).toBeDefined();

    // The server is back: the retry loads the profile with the same session.
    refused.now = false;
    await user.click(retry);
    const info = await screen.findByRole('region', { name: 'Profil məlumatları' });
    expect(within(info).getByText('Leyla')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });
});
