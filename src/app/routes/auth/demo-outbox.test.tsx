import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@tests/utils/render-app';
import { submitLogin, submitNewPassword } from '@tests/utils/sign-in-form';

// A demo build sends no mail: its forgot-password screen shows the demo's outbox, whose reset link
// opens the reset screen; the new password then signs in. The flag is set before the lazy screen loads.
vi.stubEnv('VITE_DEMO_BACKEND', 'true');

async function requestReset(app: ReturnType<typeof renderApp>, email: string) {
  await app.user.type(await screen.findByLabelText('E-poçt', { selector: 'input' }), email);
  await app.user.click(screen.getByRole('button', { name: 'Link göndər' }));
  return screen.findByRole('region', { name: 'Demo poçt qutusu' });
}

it('finishes the forgot-password flow from the demo outbox', async () => {
  const first = renderApp({ url: '/forgot-password' });
  const outbox = await requestReset(first, 'Carrier@Demo.az');
  expect(await within(outbox).findByText('carrier@demo.az')).toBeInTheDocument();
  await first.user.click(within(outbox).getByRole('link', { name: 'Şifrə bərpası linkini aç' }));

  await waitFor(() => expect(first.router.state.location.pathname).toBe('/auth/reset-password'));
  expect(first.router.state.location.search).toMatch(/^\?token=.+/);
  await submitNewPassword(first.user, 'FromOutbox42');
  expect(await screen.findByText(/Şifrəniz dəyişdirildi/)).toBeInTheDocument();
  first.unmount();

  const login = renderApp({ url: '/login' });
  await submitLogin(login.user, 'carrier@demo.az', 'FromOutbox42');
  await waitFor(() => expect(login.router.state.location.pathname).toBe('/'));
});

it('says when no letter went to the address, and offers no link', async () => {
  const app = renderApp({ url: '/forgot-password' });
  const outbox = await requestReset(app, 'nobody@demo.az');
  expect(await within(outbox).findByText(/Bu ünvana məktub göndərilməyib/)).toBeInTheDocument();
  expect(within(outbox).queryByRole('link')).not.toBeInTheDocument();
});
