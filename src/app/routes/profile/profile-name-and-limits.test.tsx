import { act, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { TEXT_MAX } from '@/config/limits';
import { decodeSessionUser, getAccessToken } from '@/lib/session';
import { demoUser } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// After a profile edit the header and the home greeting name the new name at once (they
// read the session token, which the save renews), and the name fields stop at the server's limit.

beforeEach(() => toast.remove());

const name50 = 'L'.repeat(TEXT_MAX.personName);

describe('profile edit: the new name everywhere, within the limit', () => {
  it('shows the new name in the header and the greeting without a reload, and keeps it in the session', async () => {
    const { user, router } = renderApp({ url: '/profile/profile-edit', role: 'IMPORTER' });
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Leyla Məmmədova');
    const name = await screen.findByLabelText('Ad');
    await user.clear(name);
    await user.type(name, 'Aygün');
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));

    await waitFor(() => expect(screen.getByTestId('user-name')).toHaveTextContent('Aygün Məmmədova'));
    expect(screen.getByTestId('user-name')).toHaveAttribute('title', 'Aygün Məmmədova');
    // What a reload would read: the stored token names the new name.
    expect(decodeSessionUser(getAccessToken())?.name).toBe('Aygün Məmmədova');
    await act(() => router.navigate('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Xoş gəldiniz, Aygün Məmmədova' }),
    ).toBeInTheDocument();
  });

  it('takes a name of exactly the limit and sends it', async () => {
    const requests = recordRequests();
    const { user } = renderApp({ url: '/profile/profile-edit', role: 'IMPORTER' });
    const name = await screen.findByLabelText('Ad');
    expect(name).toHaveAttribute('maxlength', String(TEXT_MAX.personName));
    await user.clear(name);
    await user.click(name);
    await user.paste(name50);
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('Profil yadda saxlanıldı')).toBeInTheDocument();
    requests.stop();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ name: name50, surname: 'Məmmədova' });
    expect(demoUser('IMPORTER').name).toBe(name50);
  });

  it('keeps a pasted name one past the limit whole, says why in az, and sends nothing', async () => {
    const requests = recordRequests();
    const { user } = renderApp({ url: '/profile/profile-edit', role: 'IMPORTER' });
    const surname = await screen.findByLabelText('Soyad');
    await user.clear(surname);
    await user.click(surname);
    await user.paste(`${name50}x`);
    expect(surname).toHaveValue(`${name50}x`); // nothing pasted is lost
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    // The form checks its rules asynchronously: wait for the message, not for the click.
    await waitFor(() => expect(surname).toHaveAccessibleDescription('Xəta: Ən çoxu 50 simvol ola bilər'));
    requests.stop();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
});
