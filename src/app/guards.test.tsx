import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { expectConsoleError } from '@tests/utils/console-errors';

// The route table's guards, through the real router.

describe('route guards', () => {
  it('sends a visitor without a token to /login, remembering the page', async () => {
    const { router } = renderApp({ url: '/organization' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Forganization');
    await screen.findByRole('heading', { name: 'Daxil ol' });
  });

  it('sends a visitor at / to a plain /login', async () => {
    const { router } = renderApp({ url: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
  });

  it('sends a role the route does not allow to home, without fetching its data', async () => {
    const requests = recordRequests();
    const { router } = renderApp({ url: '/organizations', role: 'IMPORTER' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('heading', { name: /Xoş gəldiniz/ });
    requests.stop();
    expect(requests.map((r) => r.path)).not.toContain('/api/organizations');
  });

  it('lets an allowed role in', async () => {
    const { router } = renderApp({ url: '/organizations', role: 'ADMIN' });
    await screen.findByRole('heading', { level: 1, name: 'Təşkilatlar' });
    expect(router.state.location.pathname).toBe('/organizations');
  });

  it('keeps the admin out of the importer and carrier organisation page', async () => {
    const { router } = renderApp({ url: '/organization', role: 'ADMIN' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each(['/login', '/register', '/forgot-password', '/auth/reset-password'])(
    'sends a signed-in user away from %s to home',
    async (url) => {
      const { router } = renderApp({ url, role: 'LOGISTIC' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it('treats an undecodable token as no user and logs "Invalid token"', async () => {
    const error = expectConsoleError(/^Invalid token$/);
    Cookies.set('accessToken', 'not-a-jwt');
    const { router } = renderApp({ url: '/organization' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(error).toHaveBeenCalledWith('Invalid token');
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp({ url: '/no/such/page' });
    await screen.findByRole('heading', { name: 'Səhifə tapılmadı' });
  });

  it('shows the not-found page for an unknown path even to a signed-in user', async () => {
    renderApp({ url: '/definitely-missing', role: 'IMPORTER' });
    await screen.findByRole('heading', { name: 'Səhifə tapılmadı' });
  });
});
