import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { writeDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { demoOrganization } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// The importer's organisation profile edit screen (/organization/edit). The demo importer
// belongs to Bakı Ticarət MMC.

beforeEach(() => toast.remove());

// The field's error is read out with it ('Xəta: …'); the country's description also holds its placeholder.
const REQUIRED = /Xəta: Bu xana mütləqdir/;
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const phone = () => screen.getByRole('textbox', { name: 'Telefon nömrəsi' });
const save = () => screen.getByRole('button', { name: 'Yadda saxla' });
const ownOrganization = () => demoOrganization('IMPORTER');

async function openEdit() {
  const view = renderApp({ url: '/organization/edit', role: 'IMPORTER' });
  await screen.findByRole('heading', { level: 1, name: 'Təşkilatın profilini redaktə et' });
  await waitFor(() => expect(input('Şirkətin adı')).toHaveValue(ownOrganization().organizaName));
  return view;
}

describe('organisation profile edit', () => {
  it('shows the organisation in the form, the official email read-only, and a way back', async () => {
    await openEdit();
    const org = ownOrganization();
    expect(input('VÖEN / qeydiyyat nömrəsi')).toHaveValue(org.orgRegNumber);
    expect(phone().getAttribute('value')?.replace(/\D/g, '')).toBe(org.phoneNumber.replace(/\D/g, ''));
    expect(await screen.findByText('Azərbaycan')).toBeInTheDocument();
    const email = input('E-poçt ünvanı');
    expect(email).toBeDisabled();
    expect(email).toHaveValue(org.orgOfficialMail);
    expect(screen.getByRole('link', { name: 'Təşkilata qayıt' })).toHaveAttribute('href', '/organization');
  });

  it('requires the company name, the tax number, the phone and the country', async () => {
    const requests = recordRequests();
    const { user } = await openEdit();
    await user.clear(input('Şirkətin adı'));
    await user.clear(input('VÖEN / qeydiyyat nömrəsi'));
    await user.clear(phone());
    await user.click(input('Ölkə'));
    await user.keyboard('{Backspace}');
    await user.click(save());
    for (const label of ['Şirkətin adı', 'VÖEN / qeydiyyat nömrəsi', 'Ölkə'])
      await waitFor(() => expect(input(label)).toHaveAccessibleDescription(REQUIRED));
    expect(phone()).toHaveAccessibleDescription(REQUIRED);
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    // Re-validated on change: a typed name clears its message at once.
    await user.type(input('Şirkətin adı'), 'Bakı Ticarət');
    await waitFor(() => expect(input('Şirkətin adı')).not.toHaveAttribute('aria-invalid'));
    requests.stop();
  });

  it.each(['+0123', '12345'])('refuses the phone %s with the required message', async (bad) => {
    const { id } = ownOrganization();
    writeDb((db) => (db.organizations.find((o) => o.id === id)!.phoneNumber = bad));
    const requests = recordRequests();
    const { user } = await openEdit();
    await user.click(save());
    await waitFor(() => expect(phone()).toHaveAccessibleDescription(REQUIRED));
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    // A valid number (+994 50 123 45 67) is accepted and its message goes.
    await user.clear(phone());
    await user.type(phone(), '501234567');
    await waitFor(() => expect(phone()).not.toHaveAttribute('aria-invalid'));
    await user.click(save());
    await waitFor(() => expect(ownOrganization().phoneNumber).toBe('+994501234567'));
    requests.stop();
  });

  it('sends the spec’s fields, then fetches the organisation again and shows the profile', async () => {
    const requests = recordRequests();
    const { user, router } = await openEdit();
    const before = ownOrganization();
    await user.clear(input('Şirkətin adı'));
    await user.type(input('Şirkətin adı'), 'Bakı Ticarət Group MMC');
    await user.click(input('Ölkə'));
    await user.type(input('Ölkə'), 'geo');
    // The select's option, not the phone field's country list entry of the same name.
    await user.click(
      (await screen.findAllByText('Gürcüstan')).find((el) => !(el instanceof HTMLOptionElement))!,
    );
    await user.click(save());

    expect(await screen.findByText('Təşkilatın məlumatları yeniləndi')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization'));
    const put = requests.findIndex((r) => r.method === 'PUT' && r.path === '/api/organization');
    expect(put).toBeGreaterThan(-1);
    expect(requests[put]!.body).toEqual({
      organizaName: 'Bakı Ticarət Group MMC',
      orgRegNumber: before.orgRegNumber,
      phoneNumber: before.phoneNumber,
      countryCode: 3,
      orgOfficialMail: before.orgOfficialMail,
    });
    expect(requests.slice(put + 1).some((r) => r.method === 'GET' && r.path === '/api/organization')).toBe(
      true,
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Bakı Ticarət Group MMC' }),
    ).toBeInTheDocument();
    expect(ownOrganization()).toMatchObject({ organizaName: 'Bakı Ticarət Group MMC', countryCode: 3 });
    requests.stop();
  });

  it("searches countries case-insensitively and says 'Nəticə yoxdur' when none matches", async () => {
    const { user } = await openEdit();
    await user.click(input('Ölkə'));
    await user.type(input('Ölkə'), 'GEOR');
    expect((await screen.findAllByText('Gürcüstan')).some((el) => !(el instanceof HTMLOptionElement))).toBe(
      true,
    );
    await user.clear(input('Ölkə'));
    await user.type(input('Ölkə'), 'zzz');
    expect(await screen.findByText('Nəticə yoxdur')).toBeInTheDocument();
  });

  it('keeps what was typed when the server fails', async () => {
    server.use(
      http.put('*/api/organization', () =>
        HttpResponse.json({ message: 'Server müvəqqəti əlçatan deyil.' }, { status: 500 }),
      ),
    );
    const { user, router } = await openEdit();
    await user.clear(input('Şirkətin adı'));
    await user.type(input('Şirkətin adı'), 'Yeni Ad MMC');
    await user.clear(input('VÖEN / qeydiyyat nömrəsi'));
    await user.type(input('VÖEN / qeydiyyat nömrəsi'), '1234567890');
    await user.click(save());
    // A 5xx's own words are not shown as the sentence: the app says it in the user's language.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Serverdə xəta baş verdi. Bir az sonra yenidən cəhd edin.',
    );
    expect(input('Şirkətin adı')).toHaveValue('Yeni Ad MMC');
    expect(input('VÖEN / qeydiyyat nömrəsi')).toHaveValue('1234567890');
    expect(router.state.location.pathname).toBe('/organization/edit');
    expect(save()).toBeEnabled();
  });
});
