import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { server } from '@/mocks/node';
import { demoUser } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { retryFailedLoad } from '@tests/utils/failed-load';

// The profile (/profile) and its edit (/profile/profile-edit). The demo importer is Leyla Məmmədova of
// Bakı Ticarət MMC; the demo admin is Tural İsmayılov.

beforeEach(() => toast.remove());

describe('profile', () => {
  it('shows the profile information with the ways to edit it and to change the password', async () => {
    renderApp({ url: '/profile', role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 1, name: 'Profil' });
    const info = await screen.findByRole('region', { name: 'Profil məlumatları' });
    expect(await within(info).findByText('Leyla')).toBeInTheDocument();
    expect(within(info).getByText('Məmmədova')).toBeInTheDocument();
    expect(within(info).getByText('importer@demo.az')).toBeInTheDocument();
    expect(within(info).getByText('Bakı Ticarət MMC')).toBeInTheDocument();
    expect(within(info).getByText('İdxalçı')).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'Profili redaktə et' })).toHaveAttribute(
      'href',
      '/profile/profile-edit',
    );
    const security = screen.getByRole('region', { name: 'Təhlükəsizlik' });
    expect(within(security).getByRole('link', { name: 'Şifrəni dəyiş' })).toHaveAttribute(
      'href',
      '/profile/update-password',
    );
  });

  it('is there for an admin too, and a failed load offers a retry', async () => {
    await retryFailedLoad({
      endpoint: '*/api/users/me',
      message: 'Profil yüklənmədi',
      url: '/profile',
      role: 'ADMIN',
    });
    const info = await screen.findByRole('region', { name: 'Profil məlumatları' });
    expect(within(info).getByText('Tural')).toBeInTheDocument();
    expect(within(info).getByText('Administrator')).toBeInTheDocument();
  });

  it('refuses a name or surname shorter than 3 characters and sends nothing', async () => {
    const requests = recordRequests();
    const { user } = renderApp({ url: '/profile/profile-edit', role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 1, name: 'Profili redaktə et' });
    const name = await screen.findByLabelText('Ad');
    const surname = screen.getByLabelText('Soyad');
    expect(name).toHaveValue('Leyla');
    expect(screen.getByLabelText('E-poçt')).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Le');
    await user.clear(surname);
    await user.type(surname, 'Mə');
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));

    // The rules are checked asynchronously: the messages come after the click, not with it.
    await waitFor(() => expect(name).toHaveAccessibleDescription('Xəta: Ad ən azı 3 simvol olmalıdır'));
    expect(surname).toHaveAccessibleDescription('Xəta: Soyad ən azı 3 simvol olmalıdır');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Xəta: Bu xana mütləqdir'));
    expect(surname).toHaveValue('Mə');
    requests.stop();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('saves with PUT /users/me and shows the new name on the profile', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp({ url: '/profile/profile-edit', role: 'IMPORTER' });
    const name = await screen.findByLabelText('Ad');
    await user.clear(name);
    await user.type(name, 'Leyla Nur');
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));

    expect(await screen.findByText('Profil yadda saxlanıldı')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByText('Leyla Nur')).toBeInTheDocument();
    requests.stop();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/users/me');
    expect(put?.body).toEqual({ name: 'Leyla Nur', surname: 'Məmmədova' });
    expect(demoUser('IMPORTER').name).toBe('Leyla Nur');
  });

  it('keeps what was typed and shows the server’s message when the save fails', async () => {
    server.use(
      http.put('*/api/users/me', () =>
        HttpResponse.json({ message: 'Profil hazırda yenilənə bilmir' }, { status: 409 }),
      ),
    );
    const { user, router } = renderApp({ url: '/profile/profile-edit', role: 'IMPORTER' });
    const surname = await screen.findByLabelText('Soyad');
    await user.clear(surname);
    await user.type(surname, 'Əliyeva');
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profil hazırda yenilənə bilmir');
    expect(surname).toHaveValue('Əliyeva');
    expect(router.state.location.pathname).toBe('/profile/profile-edit');
  });
});
