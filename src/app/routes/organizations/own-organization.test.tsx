import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { formatDate } from '@/lib/dates';
import { endSession } from '@/lib/session';
import { i18n } from '@/lib/i18n';
import { readDb } from '@/mocks/db/db';
import { demoOrganization, suspendOrganization, userByEmail } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { expectFailedLoad } from '@tests/utils/failed-load';

// The own organisation (/organization): its profile tab and its members tab. The demo importer is
// Leyla Məmmədova of Bakı Ticarət MMC, whose colleague is Rəşad Quliyev (rashad@bakiticaret.az).

beforeEach(() => toast.remove());

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const rowOf = async (text: string) =>
  (await screen.findAllByTestId('member-row')).find((row) => row.textContent?.includes(text))!;

async function openMembers() {
  const view = renderApp({ url: '/organization?tab=members', role: 'IMPORTER' });
  await rowOf('Rəşad');
  return view;
}

async function openAddMember(view: Awaited<ReturnType<typeof openMembers>>) {
  await view.user.click(screen.getByRole('button', { name: 'Üzv əlavə et' }));
  return screen.findByRole('dialog', { name: 'Yeni üzv' });
}

async function fillMember(
  view: Awaited<ReturnType<typeof openMembers>>,
  values: { name: string; surname: string; email: string; password: string },
  labels = { name: 'Ad', surname: 'Soyad', email: 'E-poçt', password: 'Müvəqqəti şifrə' },
) {
  await view.user.type(field(labels.name), values.name);
  await view.user.type(field(labels.surname), values.surname);
  await view.user.type(field(labels.email), values.email);
  await view.user.type(field(labels.password), values.password);
}

/** Opens the members tab and asks to deactivate Rəşad: the confirmation that asks back. */
async function askToDeactivateRashad() {
  const view = await openMembers();
  await view.user.click(
    within(await rowOf('Rəşad')).getByRole('button', { name: 'Deaktiv et: Rəşad Quliyev' }),
  );
  const dialog = await screen.findByRole('alertdialog', { name: 'Üzvü deaktiv et' });
  return { ...view, dialog };
}

describe('own organisation: profile tab', () => {
  it('shows the profile with country, type, creation date, status and the edit link', async () => {
    renderApp({ url: '/organization', role: 'IMPORTER' });
    const org = demoOrganization('IMPORTER');
    await screen.findByRole('heading', { level: 1, name: 'Təşkilat' });
    const profile = await screen.findByRole('region', { name: org.organizaName });
    expect(screen.getByRole('tab', { name: 'Təşkilat', selected: true })).toBeInTheDocument();
    for (const text of [org.orgRegNumber, org.phoneNumber, org.orgOfficialMail, 'İdxalçı', 'Aktiv'])
      expect(within(profile).getByText(text)).toBeInTheDocument();
    expect(await within(profile).findByText('Azərbaycan')).toBeInTheDocument();
    expect(formatDate(org.createdAt)).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(within(profile).getByText(formatDate(org.createdAt))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Redaktə et' })).toHaveAttribute('href', '/organization/edit');
  });

  it('names the suspension, its reason and its last day', async () => {
    suspendOrganization(demoOrganization('IMPORTER'), {
      reason: 'Komissiya ödənilməyib',
      until: new Date(2099, 2, 31),
    });
    renderApp({ url: '/organization', role: 'IMPORTER' });
    expect(await screen.findByText('Təşkilatınız müvəqqəti dayandırılıb')).toBeInTheDocument();
    expect(screen.getByText('Səbəb: Komissiya ödənilməyib')).toBeInTheDocument();
    expect(screen.getByText('31-03-2099 tarixinədək (həmin gün daxil olmaqla)')).toBeInTheDocument();
    expect(screen.getByText('Müvəqqəti dayandırılıb')).toBeInTheDocument();
  });

  it('shows an error with a retry when the organisation cannot be loaded', async () => {
    await expectFailedLoad({
      endpoint: '*/api/organization',
      message: 'Sorğu rədd edildi.',
      url: '/organization',
      role: 'IMPORTER',
    });
  });
});

describe('own organisation: members tab', () => {
  it('opens from the tab, keeps it in the URL and lists name, surname, email and status', async () => {
    const { user, router } = renderApp({ url: '/organization', role: 'IMPORTER' });
    await user.click(await screen.findByRole('tab', { name: 'Üzvlər' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=members'));
    const rashad = await rowOf('Rəşad');
    for (const text of ['Quliyev', 'rashad@bakiticaret.az', 'Aktiv'])
      expect(within(rashad).getByText(text)).toBeInTheDocument();
    expect(within(rashad).getByRole('link', { name: 'Redaktə et: Rəşad Quliyev' })).toHaveAttribute(
      'href',
      '/organization/2',
    );
    expect(within(await rowOf('Leyla')).getByText('Siz')).toBeInTheDocument();
  });

  it('offers no deactivation on your own row', async () => {
    await openMembers();
    const own = await rowOf('importer@demo.az');
    expect(within(own).queryByRole('button', { name: /Deaktiv et/ })).not.toBeInTheDocument();
    expect(
      within(await rowOf('Rəşad')).getByRole('button', { name: 'Deaktiv et: Rəşad Quliyev' }),
    ).toBeInTheDocument();
  });

  it('searches by name and says when nothing matches', async () => {
    const requests = recordRequests();
    const { user, router } = await openMembers();
    await user.type(screen.getByRole('searchbox', { name: 'Ad, soyad və ya e-poçt ilə axtar' }), 'rəşad');
    await waitFor(() => expect(router.state.location.search).toContain('search='));
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(1));
    expect(requests.some((r) => r.path === '/api/organization/members' && r.search.includes('search='))).toBe(
      true,
    );
    await user.type(screen.getByRole('searchbox'), 'xyz');
    expect(await screen.findByText('Heç bir nəticə tapılmadı')).toBeInTheDocument();
    requests.stop();
  });

  it('shows an error with a retry when the members cannot be loaded', async () => {
    await expectFailedLoad({
      endpoint: '*/api/organization/members',
      message: 'Üzvləri yükləmək olmadı.',
      url: '/organization?tab=members',
      role: 'IMPORTER',
    });
  });

  it("gives the spec's messages for short names and passwords (English)", async () => {
    await i18n.changeLanguage('en');
    const requests = recordRequests();
    const view = renderApp({ url: '/organization?tab=members', role: 'IMPORTER' });
    await view.user.click(await screen.findByRole('button', { name: 'Add member' }));
    await screen.findByRole('dialog', { name: 'New member' });
    await fillMember(
      view,
      { name: 'Al', surname: 'Li', email: 'al@bakiticaret.az', password: 'short' },
      { name: 'First name', surname: 'Surname', email: 'Email', password: 'Temporary password' },
    );
    await view.user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Name must be at least 3 characters long')).toBeInTheDocument();
    expect(screen.getByText('Surname must be at least 3 characters long')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 8 characters long')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    requests.stop();
  });

  it('gives the same messages in Azerbaijani and keeps what was typed', async () => {
    const view = await openMembers();
    await openAddMember(view);
    await fillMember(view, { name: 'Al', surname: 'Li', email: 'al@bakiticaret.az', password: '1234567' });
    await view.user.click(screen.getByRole('button', { name: 'Əlavə et' }));
    expect(await screen.findByText('Ad ən azı 3 simvol olmalıdır')).toBeInTheDocument();
    expect(screen.getByText('Soyad ən azı 3 simvol olmalıdır')).toBeInTheDocument();
    expect(screen.getByText('Ən azı 8 simvol olmalıdır')).toBeInTheDocument();
    expect(field('E-poçt')).toHaveValue('al@bakiticaret.az');
  });

  it.each([
    [
      'a colleague already in the organisation',
      'rashad@bakiticaret.az',
      'Bu e-poçtla üzv artıq təşkilatınızdadır.',
    ],
    [
      'a user of another organisation',
      'carrier@demo.az',
      'Bu e-poçt başqa təşkilatın istifadəçisinə məxsusdur.',
    ],
  ])("puts the server's refusal of %s on the email field", async (_case, email, message) => {
    const view = await openMembers();
    await openAddMember(view);
    await fillMember(view, { name: 'Orxan', surname: 'Səfərov', email, password: 'Temp12345' });
    await view.user.click(screen.getByRole('button', { name: 'Əlavə et' }));
    await waitFor(() => expect(field('E-poçt')).toHaveAccessibleDescription(`Xəta: ${message}`));
    expect(field('Ad')).toHaveValue('Orxan');
    expect(field('Soyad')).toHaveValue('Səfərov');
    expect(field('E-poçt')).toHaveValue(email);
    expect(field('Müvəqqəti şifrə')).toHaveValue('Temp12345');
    expect(screen.getByRole('dialog', { name: 'Yeni üzv' })).toBeInTheDocument();
  });

  it('adds a member who appears in the list as invited and signs in with the temporary password', async () => {
    const requests = recordRequests();
    const view = await openMembers();
    await openAddMember(view);
    await fillMember(view, {
      name: 'Orxan',
      surname: 'Səfərov',
      email: 'orxan@bakiticaret.az',
      password: 'Temp12345',
    });
    await view.user.click(screen.getByRole('button', { name: 'Əlavə et' }));
    expect(await screen.findByText('Orxan Səfərov təşkilata əlavə edildi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await rowOf('orxan@bakiticaret.az');
    expect(within(row).getByText('Dəvət olunub')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/organization/members')?.body).toEqual(
      {
        name: 'Orxan',
        surname: 'Səfərov',
        email: 'orxan@bakiticaret.az',
        temporaryPassword: 'Temp12345',
      },
    );
    requests.stop();
    view.unmount();

    endSession('logout');
    const login = renderApp({ url: '/login' });
    await login.user.type(
      await screen.findByLabelText('E-poçt', { selector: 'input' }),
      'orxan@bakiticaret.az',
    );
    await login.user.type(field('Şifrə'), 'Temp12345');
    await login.user.click(screen.getByRole('button', { name: 'Daxil ol' }));
    // Signed in with the temporary password: a password of its own comes first.
    await waitFor(() => expect(login.router.state.location.pathname).toBe('/auth/change-password'));
    expect(readDb().users.find((u) => u.email === 'orxan@bakiticaret.az')?.status).toBe('ACTIVE');
  });

  it('deactivates a colleague through the confirmation dialog', async () => {
    const requests = recordRequests();
    const { user, dialog } = await askToDeactivateRashad();
    expect(dialog).toHaveTextContent('Rəşad Quliyev artıq sistemə daxil ola bilməyəcək.');
    await user.click(within(dialog).getByRole('button', { name: 'Bəli' }));
    expect(await screen.findByText('Rəşad Quliyev deaktiv edildi')).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await rowOf('Rəşad')).getByText('Deaktiv edilib')).toBeInTheDocument(),
    );
    const put = requests.find((r) => r.method === 'PUT');
    const rashad = userByEmail('rashad@bakiticaret.az');
    expect(put?.path).toBe(`/api/organization/members/${rashad.id}/status`);
    expect(put?.body).toEqual({ status: 'DEACTIVATED' });
    expect(rashad.status).toBe('DEACTIVATED');
    expect(
      within(await rowOf('Rəşad')).getByRole('button', { name: 'Aktiv et: Rəşad Quliyev' }),
    ).toBeInTheDocument();
    requests.stop();
  });

  it('sends nothing when the confirmation is declined', async () => {
    const requests = recordRequests();
    const { user, dialog } = await askToDeactivateRashad();
    await user.click(within(dialog).getByRole('button', { name: 'Xeyir' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    requests.stop();
  });
});
