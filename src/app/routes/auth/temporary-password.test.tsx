import { act, screen, waitFor } from '@testing-library/react';
import { jwtDecode } from 'jwt-decode';
import { endSession, getAccessToken } from '@/lib/session';
import { readDb } from '@/mocks/db/db';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// A member added with a temporary password (seed: Nigar, invited to Xəzər Logistika) signs in and must
// choose a password of its own before using the app.

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const NIGAR = 'nigar@xezerlogistika.az';

async function signIn(app: ReturnType<typeof renderApp>, email: string, password: string) {
  await app.user.type(await screen.findByLabelText('E-poçt', { selector: 'input' }), email);
  await app.user.type(field('Şifrə'), password);
  await app.user.click(screen.getByRole('button', { name: 'Daxil ol' }));
}

it('sends a member signed in with a temporary password to change it, and nowhere else until then', async () => {
  expect(readDb().users.find((u) => u.email === NIGAR)!.status).toBe('INVITED');
  const requests = recordRequests();
  const app = renderApp({ url: '/login' });
  await signIn(app, NIGAR, 'Demo1234!');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Müvəqqəti şifrəni dəyişin' }),
  ).toBeInTheDocument();
  expect(app.router.state.location.pathname).toBe('/auth/change-password');
  expect(jwtDecode<{ mustChangePassword?: boolean }>(getAccessToken()!).mustChangePassword).toBe(true);
  // No menu to go elsewhere, and an address typed by hand comes back here.
  expect(screen.queryByRole('navigation', { name: 'Əsas menyu' })).not.toBeInTheDocument();
  for (const path of ['/', '/organization/members', '/profile']) {
    await act(() => app.router.navigate(path));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/auth/change-password'));
  }

  await app.user.type(await screen.findByLabelText('Cari şifrə', { selector: 'input' }), 'Demo1234!');
  await app.user.type(field('Yeni şifrə'), 'MyOwnSecret7');
  await app.user.type(field('Yeni şifrənin təkrarı'), 'MyOwnSecret7');
  await app.user.click(screen.getByRole('button', { name: 'Şifrəni dəyiş' }));
  // Changed: the app opens at home, and the new token no longer asks for a change.
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
  await screen.findByRole('heading', { name: /Xoş gəldiniz, Nigar Əliyeva/ });
  expect(jwtDecode<{ mustChangePassword?: boolean }>(getAccessToken()!).mustChangePassword).toBeUndefined();
  const change = requests.find((r) => r.path === '/api/users/me/password');
  expect(change).toMatchObject({
    method: 'PUT',
    body: { currentPassword: 'Demo1234!', newPassword: 'MyOwnSecret7', confirmPassword: 'MyOwnSecret7' },
  });
  requests.stop();

  // The next sign-in, with the password of its own, goes straight in.
  app.unmount();
  endSession('logout');
  const again = renderApp({ url: '/login' });
  await signIn(again, NIGAR, 'MyOwnSecret7');
  await waitFor(() => expect(again.router.state.location.pathname).toBe('/'));
});

it('asks again at the next sign-in while the temporary password is still unchanged', async () => {
  const first = renderApp({ url: '/login' });
  await signIn(first, NIGAR, 'Demo1234!');
  await waitFor(() => expect(first.router.state.location.pathname).toBe('/auth/change-password'));
  expect(readDb().users.find((u) => u.email === NIGAR)!.status).toBe('ACTIVE');
  first.unmount();
  endSession('logout');

  const second = renderApp({ url: '/login' });
  await signIn(second, NIGAR, 'Demo1234!');
  await waitFor(() => expect(second.router.state.location.pathname).toBe('/auth/change-password'));
});

it('lets a member with a password of its own straight in, and keeps it off the change screen', async () => {
  const app = renderApp({ url: '/login' });
  await signIn(app, 'importer@demo.az', 'Demo1234!');
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
  expect(jwtDecode<{ mustChangePassword?: boolean }>(getAccessToken()!).mustChangePassword).toBeUndefined();
  await act(() => app.router.navigate('/auth/change-password'));
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
});
