import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { startSession } from '@/lib/session';
import { readDb, writeDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { issueTokens } from '@/mocks/tokens';
import { givenInquiry, organizationOf } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { failingGet } from '@tests/utils/failing-get';

// The carrier profile (/organization-details). Silk Way Cargo (aysel@silkwaycargo.az) has none yet, so
// it sees 'complete your registration'; Xəzər Logistika (carrier@demo.az) has a complete profile.

beforeEach(() => toast.remove());

function signInAsSilkWay() {
  const db = readDb();
  const user = db.users.find((u) => u.email === 'aysel@silkwaycargo.az')!;
  const organization = db.organizations.find((o) => o.id === user.organizationId)!;
  startSession(writeDb((d) => issueTokens(d, user, organization)));
}

async function fillProfile(user: UserEvent) {
  await user.type(screen.getByLabelText('Agentliyin adı'), 'Silk Way Cargo');
  await user.type(screen.getByLabelText('Agentlik üzvlüyü'), 'FIATA');
  await user.type(screen.getByLabelText('Sertifikatlar'), 'IATA CASS');
  await user.click(screen.getByRole('radio', { name: 'Bəli' }));
  await user.type(screen.getByLabelText('Yük maşınlarının sayı'), '12');
  await user.click(
    within(screen.getByRole('group', { name: 'Sığorta növləri' })).getByLabelText('Yük sığortası'),
  );
  await user.click(
    within(screen.getByRole('group', { name: 'İxtisaslaşdığınız nəqliyyat növləri' })).getByLabelText('Hava'),
  );
  await user.click(within(screen.getByRole('group', { name: 'Rahat rayonlar' })).getByLabelText('Çin'));
}

const savedProfile = {
  insuranceTypes: ['CARGO'],
  hasTruck: true,
  truckCount: 12,
  agencyName: 'Silk Way Cargo',
  agencyMembership: 'FIATA',
  certifications: 'IATA CASS',
  specializedModes: ['AIR'],
  preferredRegions: ['CHINA'],
};

describe('organization details (carrier profile)', () => {
  it("asks an incomplete carrier to 'complete your registration' with the form at once", async () => {
    signInAsSilkWay();
    renderApp({ url: '/organization-details' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Qeydiyyatı tamamlayın' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Sorğulara təklif verməzdən əvvəl/)).toBeInTheDocument();
    expect(screen.getByLabelText('Agentliyin adı')).toHaveValue('');
    expect(screen.getByRole('group', { name: 'Sığorta növləri' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yadda saxla' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redaktə et' })).not.toBeInTheDocument();
  });

  it('says what is missing on an empty submit and sends nothing', async () => {
    signInAsSilkWay();
    const requests = recordRequests();
    const { user } = renderApp({ url: '/organization-details' });
    await user.click(await screen.findByRole('button', { name: 'Yadda saxla' }));

    // The rules are checked asynchronously: the messages come after the click, not with it.
    await waitFor(() =>
      expect(screen.getByLabelText('Agentliyin adı')).toHaveAccessibleDescription(/Xəta: Bu xana mütləqdir$/),
    );
    for (const label of ['Agentliyin adı', 'Agentlik üzvlüyü', 'Sertifikatlar'])
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(/Xəta: Bu xana mütləqdir$/);
    for (const group of ['Sığorta növləri', 'İxtisaslaşdığınız nəqliyyat növləri', 'Rahat rayonlar'])
      expect(screen.getByRole('group', { name: group })).toHaveAccessibleDescription('Ən azı birini seçin');
    expect(screen.getByRole('group', { name: 'Öz yük maşınlarınız var?' })).toHaveAccessibleDescription(
      'Bu xana mütləqdir',
    );

    // A truck owner must say how many; the message names the limit.
    await user.click(screen.getByRole('radio', { name: 'Bəli' }));
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByLabelText('Yük maşınlarının sayı')).toHaveAccessibleDescription(
      'Xəta: 1-dən 500-dək tam ədəd daxil edin',
    );
    requests.stop();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('saves with PUT /logistic/profile and returns to the ?redirect path', async () => {
    signInAsSilkWay();
    const inquiry = givenInquiry();
    const back = `/inquiry/inquiry-details/${inquiry.id}?bid=new`;
    const requests = recordRequests();
    const { user, router } = renderApp({
      url: `/organization-details?redirect=${encodeURIComponent(back)}`,
    });
    expect(await screen.findByText(/verdiyiniz təklifə qayıdacaqsınız/)).toBeInTheDocument();
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/inquiry/inquiry-details/${inquiry.id}`),
    );
    expect(await screen.findByText('Profil yadda saxlanıldı')).toBeInTheDocument();
    requests.stop();
    const put = requests.find((r) => r.method === 'PUT' && r.path === '/api/logistic/profile');
    expect(put?.body).toEqual(savedProfile);
    expect(organizationOf('aysel@silkwaycargo.az').carrierProfile).toMatchObject(savedProfile);
  });

  it.each(['//evil.com', 'https://evil.com/steal'])(
    'does not follow an unsafe redirect (%s)',
    async (raw) => {
      signInAsSilkWay();
      const { user, router } = renderApp({
        url: `/organization-details?redirect=${encodeURIComponent(raw)}`,
      });
      await screen.findByRole('heading', { level: 1, name: 'Qeydiyyatı tamamlayın' });
      expect(screen.queryByText(/verdiyiniz təklifə qayıdacaqsınız/)).not.toBeInTheDocument();
      await fillProfile(user);
      await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));

      await screen.findByRole('heading', { level: 1, name: 'Daşıyıcı profili' });
      expect(router.state.location.pathname).toBe('/organization-details');
      expect(screen.getByRole('button', { name: 'Redaktə et' })).toBeInTheDocument();
    },
  );

  it('shows a complete profile read-only and edits it', async () => {
    const requests = recordRequests();
    const { user } = renderApp({ url: '/organization-details', role: 'LOGISTIC' });
    expect(await screen.findByText('ABADA, FIATA')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Daşıyıcı profili' })).toBeInTheDocument();
    expect(screen.getByText('Yük sığortası, CMR, Ümumi məsuliyyət')).toBeInTheDocument();
    expect(screen.getByText('Avtomobil, Dəmir yolu')).toBeInTheDocument();
    expect(screen.getByText('24')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    // Cancel leaves the profile as it was.
    await user.click(screen.getByRole('button', { name: 'Redaktə et' }));
    await user.clear(screen.getByLabelText('Agentlik üzvlüyü'));
    await user.click(screen.getByRole('button', { name: 'Ləğv et' }));
    expect(screen.getByText('ABADA, FIATA')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Redaktə et' }));
    const membership = screen.getByLabelText('Agentlik üzvlüyü');
    expect(membership).toHaveValue('ABADA, FIATA');
    expect(screen.getByLabelText('Yük maşınlarının sayı')).toHaveValue('24');
    await user.clear(membership);
    await user.type(membership, 'ABADA, FIATA, IRU');
    await user.click(within(screen.getByRole('group', { name: 'Rahat rayonlar' })).getByLabelText('Çin'));
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));

    expect(await screen.findByText('ABADA, FIATA, IRU')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redaktə et' })).toBeInTheDocument();
    requests.stop();
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toMatchObject({
      agencyMembership: 'ABADA, FIATA, IRU',
      preferredRegions: ['EUROPE_AZERBAIJAN', 'TURKEY_AZERBAIJAN', 'CIS', 'CHINA'],
      truckCount: 24,
    });
  });

  it("keeps what was typed and says in the user's words that saving failed (a 500's text is not the sentence)", async () => {
    server.use(
      http.put('*/api/logistic/profile', () =>
        HttpResponse.json({ message: 'Server müvəqqəti əlçatmazdır.' }, { status: 500 }),
      ),
    );
    signInAsSilkWay();
    const { user } = renderApp({ url: '/organization-details' });
    await screen.findByRole('heading', { level: 1, name: 'Qeydiyyatı tamamlayın' });
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Serverdə xəta baş verdi.');
    expect(alert).not.toHaveTextContent('Server müvəqqəti əlçatmazdır.');
    expect(screen.getByLabelText('Agentliyin adı')).toHaveValue('Silk Way Cargo');
    expect(screen.getByLabelText('Yük maşınlarının sayı')).toHaveValue('12');
    expect(within(screen.getByRole('group', { name: 'Rahat rayonlar' })).getByLabelText('Çin')).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Qeydiyyatı tamamlayın' })).toBeInTheDocument();
  });

  it('shows the error where the profile would be and loads it again on retry', async () => {
    const outage = failingGet('*/api/logistic/profile', { message: 'Xəta baş verdi.', status: 500 });
    renderApp({ url: '/organization-details', role: 'LOGISTIC' });
    // A server error is retried three times; the Vitest setup takes the waits between out.
    expect(await screen.findByRole('alert')).toHaveTextContent('Xəta baş verdi.');
    outage.failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(await screen.findByText('ABADA, FIATA')).toBeInTheDocument();
  });
});
