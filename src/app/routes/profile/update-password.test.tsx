import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import toast from 'react-hot-toast';
import { getAccessToken, getRefreshToken } from '@/lib/session';
import { readDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { hashPassword } from '@/mocks/jwt';
import { demoUser } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// The security area (/profile/update-password). Every demo account's password is Demo1234!.

beforeEach(() => toast.remove());

async function openForm() {
  const view = renderApp({ url: '/profile/update-password', role: 'IMPORTER' });
  await screen.findByRole('heading', { level: 1, name: 'Şifrəni dəyiş' });
  return view;
}

const fields = () => ({
  current: screen.getByLabelText('Cari şifrə'),
  next: screen.getByLabelText('Yeni şifrə'),
  confirm: screen.getByLabelText('Yeni şifrənin təkrarı'),
});

async function fill(user: UserEvent, current: string, next: string, confirm: string) {
  const f = fields();
  for (const [input, value] of [
    [f.current, current],
    [f.next, next],
    [f.confirm, confirm],
  ] as const) {
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: 'Şifrəni dəyiş' }));
}

describe('update password', () => {
  it('refuses a short new password, a confirmation that differs and an empty current one', async () => {
    const requests = recordRequests();
    const { user } = await openForm();
    await fill(user, '', '1234567', '7654321');
    const f = fields();
    // The form's rules run asynchronously after the click: on a busy machine the errors come a moment later.
    await waitFor(() => expect(f.current).toHaveAccessibleDescription('Xəta: Bu xana mütləqdir'));
    expect(f.next).toHaveAccessibleDescription(/Xəta: Ən azı 8 simvol olmalıdır/);
    expect(f.confirm).toHaveAccessibleDescription('Xəta: Şifrələr eyni deyil');

    await fill(user, 'Demo1234!', 'Yeni-Sifre-2025', 'Yeni-Sifre-2026');
    await waitFor(() => expect(f.next).not.toHaveAccessibleDescription(/Xəta/));
    expect(f.confirm).toHaveAccessibleDescription('Xəta: Şifrələr eyni deyil');
    requests.stop();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it("puts the server's message on a wrong current password and keeps what was typed", async () => {
    const { user } = await openForm();
    await fill(user, 'Sehv-sifre-1', 'Yeni-Sifre-2025', 'Yeni-Sifre-2025');
    const f = fields();
    await waitFor(() => expect(f.current).toHaveAccessibleDescription('Xəta: Cari şifrə yanlışdır.'));
    expect(f.current).toHaveValue('Sehv-sifre-1');
    expect(f.next).toHaveValue('Yeni-Sifre-2025');
    expect(f.confirm).toHaveValue('Yeni-Sifre-2025');
    expect(demoUser('IMPORTER').passwordHash).toBe(hashPassword('Demo1234!'));
  });

  it('shows and hides a password on request', async () => {
    const { user } = await openForm();
    const { current } = fields();
    expect(current).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Cari şifrə: göstər' }));
    expect(current).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Cari şifrə: gizlət' }));
    expect(current).toHaveAttribute('type', 'password');
  });

  it('changes the password, stores the new tokens and keeps the user signed in here', async () => {
    const before = { access: getAccessToken(), refresh: getRefreshToken() };
    const answers: unknown[] = [];
    const onResponse = ({ request, response }: { request: Request; response: Response }) => {
      if (request.method === 'PUT')
        void response
          .clone()
          .json()
          .then((body) => answers.push(body));
    };
    server.events.on('response:mocked', onResponse);
    const requests = recordRequests();
    const { user, router } = await openForm();
    await fill(user, 'Demo1234!', 'Yeni-Sifre-2025', 'Yeni-Sifre-2025');

    expect(await screen.findByText('Şifrəniz dəyişdirildi. Sessiyanız davam edir.')).toBeInTheDocument();
    expect(screen.getByText(/Bu cihazda sistemdə qalırsınız/)).toBeInTheDocument();
    const f = fields();
    await waitFor(() => expect(f.current).toHaveValue(''));
    expect(f.next).toHaveValue('');
    expect(f.confirm).toHaveValue('');
    expect(router.state.location.pathname).toBe('/profile/update-password');

    requests.stop();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/users/me/password');
    expect(put?.body).toEqual({
      currentPassword: 'Demo1234!',
      newPassword: 'Yeni-Sifre-2025',
      confirmPassword: 'Yeni-Sifre-2025',
    });
    expect(demoUser('IMPORTER').passwordHash).toBe(hashPassword('Yeni-Sifre-2025'));
    server.events.removeListener('response:mocked', onResponse);
    // The cookies now hold the pair the server answered with (an access token signed in the same
    // second as the old one may read the same, so the refresh token is the one that must differ).
    const [answer] = answers as Array<{ accessToken: string; refreshToken: string }>;
    expect(getAccessToken()).toBe(answer?.accessToken);
    expect(getRefreshToken()).toBe(answer?.refreshToken);
    expect(getRefreshToken()).not.toBe(before.refresh);
    // The old refresh token was revoked with the others; the fresh one is the one the server knows.
    expect(readDb().refreshTokens.some((t) => t.token === before.refresh)).toBe(false);

    // Still signed in: the next screen loads with the new session.
    await user.click(screen.getByRole('link', { name: 'Profil məlumatları' }));
    expect(await screen.findByText('importer@demo.az')).toBeInTheDocument();
  });

  it('stays signed out when the user signs out while the change is on its way', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    onTestFinished(() => answer());
    let started = false;
    let answered = false;
    server.use(
      http.put('*/api/users/me/password', async () => {
        started = true;
        await held;
        return undefined; // on to the demo backend, which changes it and answers new tokens
      }),
    );
    const onAnswer = ({ request }: { request: Request }) => {
      if (request.method === 'PUT') answered = true;
    };
    server.events.on('response:mocked', onAnswer);
    onTestFinished(() => void server.events.removeListener('response:mocked', onAnswer));
    const { user, router } = await openForm();
    await fill(user, 'Demo1234!', 'Yeni-Sifre-2025', 'Yeni-Sifre-2025');
    await waitFor(() => expect(started).toBe(true));
    const nav = screen.getAllByRole('navigation', { name: 'Əsas menyu' })[0]!;
    await user.click(within(nav.parentElement!).getByRole('button', { name: 'Çıxış' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    answer();
    await waitFor(() => expect(answered).toBe(true));
    expect(demoUser('IMPORTER').passwordHash).toBe(hashPassword('Yeni-Sifre-2025'));
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });
});
