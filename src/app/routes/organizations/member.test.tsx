import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { readDb } from '@/mocks/db/db';
import { demoUser, userByEmail } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { retype } from '@tests/utils/form-fields';
import { renderApp } from '@tests/utils/render-app';

// 'Update member information' (/organization/{id}). Rəşad Quliyev is the demo importer's colleague;
// the demo carrier belongs to another organisation.

beforeEach(() => toast.remove());

const rashad = () => userByEmail('rashad@bakiticaret.az');
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function openMember(id: number) {
  const view = renderApp({ url: `/organization/${id}`, role: 'IMPORTER' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Üzv məlumatlarını yenilə' }),
  ).toBeInTheDocument();
  return view;
}

describe('update member information', () => {
  it('shows the member, their status and the way back to the members tab', async () => {
    await openMember(rashad().id);
    await waitFor(() => expect(field('Ad')).toHaveValue('Rəşad'));
    expect(field('Soyad')).toHaveValue('Quliyev');
    expect(field('E-poçt')).toHaveValue('rashad@bakiticaret.az');
    expect(screen.getByText('Aktiv')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Üzvlərə qayıt' })).toHaveAttribute(
      'href',
      '/organization?tab=members',
    );
  });

  it('saves the changed name, surname and email and says so', async () => {
    const requests = recordRequests();
    const { id } = rashad();
    const { user } = await openMember(id);
    await waitFor(() => expect(field('Ad')).toHaveValue('Rəşad'));
    await retype(user, field('Soyad'), 'Quliyev-Həsənov');
    await retype(user, field('E-poçt'), 'r.quliyev@bakiticaret.az');
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('Üzvün məlumatları yeniləndi')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`/api/organization/members/${id}`);
    expect(put?.body).toEqual({
      name: 'Rəşad',
      surname: 'Quliyev-Həsənov',
      email: 'r.quliyev@bakiticaret.az',
    });
    expect(readDb().users.find((u) => u.id === id)).toMatchObject({
      surname: 'Quliyev-Həsənov',
      email: 'r.quliyev@bakiticaret.az',
    });
    requests.stop();
  });

  it('checks the fields before sending and keeps what was typed', async () => {
    const requests = recordRequests();
    const { user } = await openMember(rashad().id);
    await waitFor(() => expect(field('Ad')).toHaveValue('Rəşad'));
    await retype(user, field('Ad'), 'Rə');
    await retype(user, field('E-poçt'), 'rashad@');
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('Ad ən azı 3 simvol olmalıdır')).toBeInTheDocument();
    expect(screen.getByText('Düzgün e-poçt ünvanı daxil edin')).toBeInTheDocument();
    expect(field('Ad')).toHaveValue('Rə');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    requests.stop();
  });

  it("puts a taken email's refusal on the email field", async () => {
    const { user } = await openMember(rashad().id);
    await waitFor(() => expect(field('Ad')).toHaveValue('Rəşad'));
    await retype(user, field('E-poçt'), 'carrier@demo.az');
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    await waitFor(() =>
      expect(field('E-poçt')).toHaveAccessibleDescription(
        'Xəta: Bu e-poçt başqa təşkilatın istifadəçisinə məxsusdur.',
      ),
    );
    expect(field('E-poçt')).toHaveValue('carrier@demo.az');
  });

  it('deactivates the member after a confirmation, then lets them back in', async () => {
    const requests = recordRequests();
    const { id } = rashad();
    const { user } = await openMember(id);
    await user.click(await screen.findByRole('button', { name: 'Deaktiv et: Rəşad Quliyev' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Üzvü deaktiv et' })).getByRole('button', {
        name: 'Bəli',
      }),
    );
    expect(await screen.findByText('Deaktiv edilib')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Aktiv et: Rəşad Quliyev' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Üzvü aktiv et' })).getByRole('button', {
        name: 'Bəli',
      }),
    );
    expect(await screen.findByText('Aktiv')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body])).toEqual([
      [`/api/organization/members/${id}/status`, { status: 'DEACTIVATED' }],
      [`/api/organization/members/${id}/status`, { status: 'ACTIVE' }],
    ]);
    requests.stop();
  });

  it('offers no deactivation of your own account', async () => {
    await openMember(demoUser('IMPORTER').id);
    await waitFor(() => expect(field('Ad')).toHaveValue('Leyla'));
    expect(screen.getByText(/Bu sizin hesabınızdır/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deaktiv et/ })).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown id', () => 999],
    ["another organisation's member", () => demoUser('LOGISTIC').id],
  ])('says the member was not found for %s', async (_case, id) => {
    await openMember(id());
    expect(await screen.findByText('Üzv tapılmadı')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yadda saxla' })).not.toBeInTheDocument();
  });

  it('says not found for an id that is no number, without asking the server', async () => {
    const requests = recordRequests();
    renderApp({ url: '/organization/abc', role: 'IMPORTER' });
    expect(await screen.findByText('Üzv tapılmadı')).toBeInTheDocument();
    expect(requests.some((r) => r.path.startsWith('/api/organization/members'))).toBe(false);
    requests.stop();
  });
});
