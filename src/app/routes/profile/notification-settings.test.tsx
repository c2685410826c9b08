import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { readDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { demoUser } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// Notification settings in the profile, in Azerbaijani: each topic of the
// user's role, in the app and by email; saved whole; kept on a failed save; not an admin's; gone on a
// server without them.

beforeEach(() => toast.remove());

const SETTINGS = '/api/notifications/settings';
const topic = (name: string) => screen.findByRole('group', { name });

describe('notification settings', () => {
  it('are one click from the profile, list the carrier’s topics and save the choice', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp({ url: '/profile', role: 'LOGISTIC' });
    const areas = await screen.findByRole('navigation', { name: 'Profil bölmələri' });
    await user.click(within(areas).getByRole('link', { name: 'Bildirişlər' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/notifications'));
    const accepted = await topic('Təklifimin qəbulu');
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Təklifimin qəbulu',
      'Təklifimin rəddi',
      'Son tarixə 24 saat qalır',
      'Ödənişin nəticəsi',
      'Yeni məktublar',
    ]);
    expect(within(accepted).getByRole('checkbox', { name: 'E-poçtla' })).toBeChecked();
    await user.click(within(accepted).getByRole('checkbox', { name: 'Tətbiqdə' }));
    await user.click(within(await topic('Yeni məktublar')).getByRole('checkbox', { name: 'E-poçtla' }));
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('Bildiriş ayarları yadda saxlanıldı')).toBeInTheDocument();
    requests.stop();
    expect(requests.find((r) => r.method === 'PUT' && r.path === SETTINGS)?.body).toEqual({
      topics: [
        { topic: 'BID_ACCEPTED', inApp: false, email: true },
        { topic: 'BID_REJECTED', inApp: true, email: false },
        { topic: 'DEADLINE_SOON', inApp: true, email: false },
        { topic: 'PAYMENT_RESULT', inApp: true, email: true },
        { topic: 'NEW_MAIL', inApp: true, email: true },
      ],
    });
    const userId = demoUser('LOGISTIC').id;
    expect(
      readDb().notificationSettings.filter((s) => s.userId === userId && s.topic === 'BID_ACCEPTED'),
    ).toEqual([{ userId, topic: 'BID_ACCEPTED', inApp: false, email: true }]);
  });

  it('keep what the user ticked when the save fails, and say why', async () => {
    server.use(
      http.put(`*${SETTINGS}`, () => HttpResponse.json({ message: 'Server işləmir' }, { status: 500 })),
    );
    const { user } = renderApp({ url: '/profile/notifications', role: 'IMPORTER' });
    const newBids = await topic('Yeni təkliflər');
    await user.click(within(newBids).getByRole('checkbox', { name: 'E-poçtla' }));
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    // A 5xx's own words are not the user's: the app says it in theirs.
    expect(
      await screen.findByText('Serverdə xəta baş verdi. Bir az sonra yenidən cəhd edin.'),
    ).toBeInTheDocument();
    expect(within(newBids).getByRole('checkbox', { name: 'E-poçtla' })).toBeChecked();
    expect(readDb().notificationSettings).toEqual([]);
  });

  it('show only the topics this client knows, and send only those', async () => {
    server.use(
      http.get(`*${SETTINGS}`, () =>
        HttpResponse.json({
          topics: [
            { topic: 'NEW_BID', inApp: true, email: false, channel: 'sms' },
            { topic: 'CONTRACT_SIGNED', inApp: true, email: true },
          ],
        }),
      ),
    );
    const requests = recordRequests();
    const { user } = renderApp({ url: '/profile/notifications', role: 'IMPORTER' });
    await topic('Yeni təkliflər');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
        topics: [{ topic: 'NEW_BID', inApp: true, email: false }],
      }),
    );
  });

  it('are not an admin’s: no area in the profile, and the page sends it home', async () => {
    const { router } = renderApp({ url: '/profile', role: 'ADMIN' });
    const areas = await screen.findByRole('navigation', { name: 'Profil bölmələri' });
    expect(
      within(areas)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Profil məlumatları', 'Təhlükəsizlik']);
    await act(() => router.navigate('/profile/notifications'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('on a server without them: the page says so and the profile stops offering the area', async () => {
    server.use(http.get(`*${SETTINGS}`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    const { router } = renderApp({ url: '/profile/notifications', role: 'IMPORTER' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bu serverdə mövcud deyil' }),
    ).toBeInTheDocument();
    await act(() => router.navigate('/profile'));
    const areas = await screen.findByRole('navigation', { name: 'Profil bölmələri' });
    expect(within(areas).queryByRole('link', { name: 'Bildirişlər' })).not.toBeInTheDocument();
  });
});
