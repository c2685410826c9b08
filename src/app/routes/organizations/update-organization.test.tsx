import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { writeDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { demoOrganization, suspendOrganization } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { retype } from '@tests/utils/form-fields';
import { renderApp } from '@tests/utils/render-app';

// The admin's edit of one organisation (/organizations/update-organization/{id}). Xəzər Logistika
// (the demo carrier's) is a carrier, Bakı Ticarət (the demo importer's) an importer.

beforeEach(() => toast.remove());

const puts = (requests: ReturnType<typeof recordRequests>) => requests.filter((r) => r.method === 'PUT');

const carrier = () => demoOrganization('LOGISTIC');
const importer = () => demoOrganization('IMPORTER');

async function openOrganization(id: number) {
  const view = renderApp({ url: `/organizations/update-organization/${id}`, role: 'ADMIN' });
  await screen.findByRole('heading', { level: 1, name: 'Təşkilatı redaktə et' });
  await screen.findByLabelText('Şirkətin adı');
  return view;
}

/** Saves the form, sees it saved, and returns the one PUT it sent. */
async function saveAndReadPut(user: UserEvent, requests: ReturnType<typeof recordRequests>) {
  await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
  expect(await screen.findByText('Təşkilat məlumatları yadda saxlanıldı')).toBeInTheDocument();
  requests.stop();
  return puts(requests)[0];
}

describe('update organization (admin)', () => {
  it('saves a carrier through PUT /logistic/organization/{id}', async () => {
    const requests = recordRequests();
    const { user } = await openOrganization(carrier().id);
    expect(screen.getByLabelText('Şirkətin adı')).toHaveValue('Xəzər Logistika MMC');
    expect(screen.getByLabelText('Rəsmi e-poçt')).toHaveValue('ops@xezerlogistika.az');
    await retype(user, screen.getByLabelText('Şirkətin adı'), 'Xəzər Logistika QSC');
    await retype(user, screen.getByLabelText('Rəsmi e-poçt'), 'info@xezerlogistika.az');

    const put = await saveAndReadPut(user, requests);
    expect(put?.path).toBe(`/api/logistic/organization/${carrier().id}`);
    expect(put?.body).toEqual({
      organizaName: 'Xəzər Logistika QSC',
      orgRegNumber: '1500876543',
      phoneNumber: '+994124400500',
      countryCode: 1,
      orgOfficialMail: 'info@xezerlogistika.az',
      activity: 'Road and multimodal freight',
    });
    expect(carrier().organizaName).toBe('Xəzər Logistika QSC');
  });

  it('saves an importer through PUT /organization/{id}', async () => {
    const requests = recordRequests();
    const { user } = await openOrganization(importer().id);
    await retype(user, screen.getByLabelText('Fəaliyyət'), 'Household goods import');

    const put = await saveAndReadPut(user, requests);
    expect(put?.path).toBe(`/api/organization/${importer().id}`);
    expect(put?.body).toMatchObject({ organizaName: 'Bakı Ticarət MMC', activity: 'Household goods import' });
  });

  it('says what is wrong, sends nothing, and keeps the input when the server refuses', async () => {
    const requests = recordRequests();
    const { user } = await openOrganization(importer().id);
    const name = screen.getByLabelText('Şirkətin adı');
    await user.clear(name);
    const email = screen.getByLabelText('Rəsmi e-poçt');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Xəta: Bu xana mütləqdir'));
    expect(email).toHaveAccessibleDescription('Xəta: Düzgün e-poçt ünvanı daxil edin');
    expect(puts(requests)).toHaveLength(0);

    server.use(
      http.put('*/api/organization/:id', () =>
        HttpResponse.json(
          { message: 'Yoxlama alınmadı', errors: { orgRegNumber: 'Bu VÖEN artıq qeydiyyatdadır' } },
          { status: 400 },
        ),
      ),
    );
    await user.type(name, 'Bakı Ticarət QSC');
    await user.clear(email);
    await user.type(email, 'info@bakiticaret.az');
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByLabelText('VÖEN / qeydiyyat nömrəsi')).toHaveAccessibleDescription(
      'Xəta: Bu VÖEN artıq qeydiyyatdadır',
    );
    expect(name).toHaveValue('Bakı Ticarət QSC');
    expect(email).toHaveValue('info@bakiticaret.az');
    requests.stop();
  });

  it('starts a stored phone the rules refuse empty, as the organisation’s own form does, and sends nothing', async () => {
    writeDb((db) => (db.organizations.find((o) => o.id === carrier().id)!.phoneNumber = '+0123'));
    const requests = recordRequests();
    const { user } = await openOrganization(carrier().id);
    const phone = screen.getByRole('textbox', { name: 'Telefon nömrəsi' });
    expect(phone.getAttribute('value')?.replace(/\D/g, '')).not.toContain('0123');
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Xəta: Bu xana mütləqdir'));
    requests.stop();
    expect(puts(requests)).toHaveLength(0);
  });

  it('takes letters, digits and dashes in the tax number and drops any other key, in both organisation forms', async () => {
    const requests = recordRequests();
    const { user } = await openOrganization(importer().id);
    const taxNumber = screen.getByLabelText('VÖEN / qeydiyyat nömrəsi');
    await user.clear(taxNumber);
    await user.type(taxNumber, 'AZ-17 00/12.3');
    expect(taxNumber).toHaveValue('AZ-1700123');
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    requests.stop();
    expect(puts(requests)[0]!.body).toMatchObject({ orgRegNumber: 'AZ-1700123' });
  });

  it('says the countries could not be loaded, in the same words as the organisation’s own form', async () => {
    server.use(http.get('*/api/country/list', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await openOrganization(importer().id);
    expect(await screen.findByText('Ölkələrin siyahısı yüklənmədi. Səhifəni yeniləyin.')).toBeInTheDocument();
  });

  it('suspends only with a reason, sends the last day, then offers to lift it', async () => {
    const requests = recordRequests();
    const { user } = await openOrganization(carrier().id);
    const card = screen.getByRole('region', { name: 'Müvəqqəti dayandırma' });
    await user.click(within(card).getByRole('button', { name: 'Müvəqqəti dayandır' }));
    await waitFor(() =>
      expect(within(card).getByLabelText('Səbəb')).toHaveAccessibleDescription(/Xəta: Bu xana mütləqdir/),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const lastDay = within(card).getByLabelText('Son gün');
    fireEvent.change(lastDay, { target: { value: '2001-01-01' } });
    await user.type(within(card).getByLabelText('Səbəb'), 'Komissiya ödənilməyib');
    await user.click(within(card).getByRole('button', { name: 'Müvəqqəti dayandır' }));
    await waitFor(() =>
      expect(lastDay).toHaveAccessibleDescription(/Xəta: Son gün bu gündən əvvəl ola bilməz/),
    );

    fireEvent.change(lastDay, { target: { value: '2999-12-31' } });
    await user.click(within(card).getByRole('button', { name: 'Müvəqqəti dayandır' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Təşkilatı dayandırmaq' });
    expect(dialog).toHaveTextContent('31-12-2999');
    // Nothing is sent before the admin confirms.
    expect(puts(requests)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Bəli' }));

    expect(await screen.findByText('Təşkilat müvəqqəti dayandırıldı')).toBeInTheDocument();
    const lift = await within(card).findByRole('button', { name: 'Dayandırmanı ləğv et' });
    expect(within(card).getByText('Komissiya ödənilməyib')).toBeInTheDocument();
    expect(within(card).getByText('31-12-2999')).toBeInTheDocument();
    expect(screen.getAllByText('31-12-2999 tarixinədək').length).toBeGreaterThan(0);
    expect(puts(requests).at(-1)).toMatchObject({
      path: `/api/organization/${carrier().id}/suspension`,
      body: { suspended: true, reason: 'Komissiya ödənilməyib', until: '2999-12-31' },
    });

    await user.click(lift);
    const liftDialog = await screen.findByRole('alertdialog', { name: 'Dayandırmanı ləğv et' });
    await user.click(within(liftDialog).getByRole('button', { name: 'Bəli' }));
    expect(await screen.findByText('Dayandırma ləğv edildi')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Müvəqqəti dayandır' })).toBeInTheDocument();
    requests.stop();
    expect(puts(requests).at(-1)?.body).toEqual({ suspended: false, reason: '', until: null });
    expect(carrier()).toMatchObject({
      suspended: false,
      suspensionReason: null,
    });
  });

  it('shows an open-ended suspension and keeps it when lifting fails', async () => {
    server.use(
      http.put('*/api/organization/:id/suspension', () =>
        HttpResponse.json({ message: 'Əməliyyat alınmadı' }, { status: 409 }),
      ),
    );
    suspendOrganization(carrier(), { reason: 'Commission for three won shipments is unpaid.', until: null });
    const { user } = await openOrganization(carrier().id);
    const card = screen.getByRole('region', { name: 'Müvəqqəti dayandırma' });
    expect(within(card).getByText('Commission for three won shipments is unpaid.')).toBeInTheDocument();
    expect(within(card).getByText('Ləğv edilənədək')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Dayandırmanı ləğv et' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Bəli' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Əməliyyat alınmadı');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Dayandırmanı ləğv et' })).toBeInTheDocument();
  });

  it('says when the organisation does not exist and leads back to the list', async () => {
    renderApp({ url: '/organizations/update-organization/999', role: 'ADMIN' });
    expect(await screen.findByText('Təşkilat tapılmadı')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Təşkilatlar siyahısına qayıt' })[0]).toHaveAttribute(
      'href',
      '/organizations',
    );
  });
});
