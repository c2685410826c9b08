import { screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { http, HttpResponse } from 'msw';
import { readDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { givenInquiry } from '@tests/utils/factories';
import { givenInquiryOfPallets } from '@tests/utils/inquiries';
import { renderApp } from '@tests/utils/render-app';
import { openRecorded } from './open-recorded';

// The admin's update screen (/update-inquiry/{id}): status with a reason, and the edit form.

/** An active inquiry to all carriers: Shanghai → Baku by rail, household appliances, one row of 36 EUR pallets. */
const railInquiry = () => givenInquiryOfPallets(36);

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const putsTo = (requests: ReturnType<typeof openRecorded>['requests'], path: string) =>
  requests.filter((r) => r.method === 'PUT' && r.path === path);

// Toasts live in one store for the whole file: each test starts without the last one's.
beforeEach(() => toast.remove());

describe('admin: inquiry status', () => {
  it('requires a reason for on hold, then sends {status, reason} and shows the new status', async () => {
    const inquiry = railInquiry();
    const { user, requests } = openRecorded(`/update-inquiry/${inquiry.id}`, 'ADMIN');
    await screen.findByRole('heading', { level: 1, name: 'Sorğunu yenilə' });

    await user.type(await screen.findByLabelText('Yeni status'), 'Dayandırılıb');
    await user.click(await screen.findByRole('option', { name: 'Dayandırılıb' }));
    await user.click(screen.getByRole('button', { name: 'Statusu yenilə' }));

    const reason = screen.getByLabelText('Səbəb', { selector: 'textarea' });
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(reason).toHaveAccessibleDescription(/Bu xana mütləqdir/);
    expect(putsTo(requests, `/api/inquiries/${inquiry.id}/status`)).toHaveLength(0);

    await user.type(reason, 'İxrac lisenziyası gözlənilir');
    await user.click(screen.getByRole('button', { name: 'Statusu yenilə' }));

    expect(await screen.findByText('Status yeniləndi')).toBeInTheDocument();
    await waitFor(() =>
      expect(putsTo(requests, `/api/inquiries/${inquiry.id}/status`)[0]?.body).toBeDefined(),
    );
    expect(putsTo(requests, `/api/inquiries/${inquiry.id}/status`)[0]?.body).toEqual({
      status: 'on_hold',
      reason: 'İxrac lisenziyası gözlənilir',
    });
    // The header and the summary show the new status and its reason once the inquiry is re-read.
    await waitFor(() => expect(document.querySelectorAll('[data-status="on_hold"]')).toHaveLength(2));
    expect(document.querySelector('[data-status="active"]')).toBeNull();
    expect(screen.getByText('İxrac lisenziyası gözlənilir', { selector: 'dd' })).toBeInTheDocument();
    expect(readDb().inquiries.find((i) => i.id === inquiry.id)!.status).toBe('on_hold');
    requests.stop();
  });
  it('asks no reason for a status that owes none, and sends none, so the old reason goes', async () => {
    const onHold = givenInquiry({
      status: 'on_hold',
      statusReason: 'Waiting for the supplier’s export licence.',
    });
    const { user, requests } = openRecorded(`/update-inquiry/${onHold.id}`, 'ADMIN');
    expect(await screen.findByText(onHold.inquiryCode)).toBeInTheDocument();
    expect(await screen.findByLabelText('Səbəb', { selector: 'textarea' })).toHaveValue(
      'Waiting for the supplier’s export licence.',
    );
    await user.type(screen.getByLabelText('Yeni status'), 'Aktiv');
    await user.click(await screen.findByRole('option', { name: 'Aktiv' }));
    expect(screen.queryByLabelText('Səbəb', { selector: 'textarea' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Statusu yenilə' }));

    expect(await screen.findByText('Status yeniləndi')).toBeInTheDocument();
    await waitFor(() =>
      expect(putsTo(requests, `/api/inquiries/${onHold.id}/status`)[0]?.body).toBeDefined(),
    );
    expect(putsTo(requests, `/api/inquiries/${onHold.id}/status`)[0]?.body).toEqual({ status: 'active' });
    expect(readDb().inquiries.find((i) => i.id === onHold.id)!.statusReason).toBeNull();
    requests.stop();
  });
});

describe('admin: inquiry edit', () => {
  it('sends the edited inquiry with PUT /api/inquiries/{id}; number fields refuse letters', async () => {
    const before = railInquiry();
    const { user, requests } = openRecorded(`/update-inquiry/${before.id}`, 'ADMIN');

    const description = await screen.findByLabelText('Yükün təsviri', { selector: 'textarea' });
    await user.clear(description);
    await user.type(description, 'Məişət texnikası, 40 palet');
    const quantity = input('Miqdar');
    await user.type(quantity, 'abc');
    expect(quantity).toHaveValue('36');
    await user.clear(quantity);
    await user.type(quantity, '40');
    await user.click(screen.getByRole('button', { name: 'Dəyişiklikləri yadda saxla' }));

    expect(await screen.findByText('Sorğu yeniləndi')).toBeInTheDocument();
    const [put] = putsTo(requests, `/api/inquiries/${before.id}`);
    await waitFor(() => expect(put?.body).toBeDefined());
    expect(put?.body).toEqual({
      sendTo: 'ALL_CARRIERS',
      carrierIds: [],
      // The form shows the places in the reader's language and sends them back so.
      pickup: { ...before.pickup, city: 'Şanxay' },
      delivery: { ...before.delivery, city: 'Bakı' },
      shipmentMode: 'RAIL',
      truckType: null,
      containerType: null,
      commodityType: 'appliances_material',
      readiness: 'ready',
      description: 'Məişət texnikası, 40 palet',
      incoterms: 'FCA',
      goods: [{ ...before.goods[0], quantity: 40 }],
      uploadedFilesId: { packageListId: '', certificateOfOriginId: '', msdsCertificateId: '' },
      notes: '',
    });
    const after = readDb().inquiries.find((i) => i.id === before.id)!;
    expect(after.description).toBe('Məişət texnikası, 40 palet');
    expect(after.goods[0]!.quantity).toBe(40);
    // Still the same two places, known by their ids.
    expect([after.pickup?.cityId, after.delivery?.cityId]).toEqual([600, 100]);
    requests.stop();
  });

  it("reads measures as typed in az: '1.850' is 1850 and '1850,5' is 1850.5", async () => {
    const inquiry = railInquiry();
    const { user, requests } = openRecorded(`/update-inquiry/${inquiry.id}`, 'ADMIN');
    const weight = await screen.findByLabelText('Çəki (kq, bir ədəd)', { selector: 'input' });
    await user.clear(weight);
    await user.type(weight, '1.850');
    await user.clear(input('Uzunluq (sm)'));
    await user.type(input('Uzunluq (sm)'), '1850,5');
    // 36 pallets of 1850 kg each: the totals read the weight as the admin meant it.
    expect(screen.getByRole('group', { name: 'Yükün cəmi' })).toHaveTextContent(/66\s600\s*kq/);
    await user.click(screen.getByRole('button', { name: 'Dəyişiklikləri yadda saxla' }));

    expect(await screen.findByText('Sorğu yeniləndi')).toBeInTheDocument();
    const [put] = putsTo(requests, `/api/inquiries/${inquiry.id}`);
    await waitFor(() => expect(put?.body).toBeDefined());
    expect((put?.body as { goods: unknown[] }).goods[0]).toMatchObject({ weight: 1850, length: 1850.5 });
    expect(readDb().inquiries.find((i) => i.id === inquiry.id)!.goods[0]).toMatchObject({
      weight: 1850,
      length: 1850.5,
    });
    expect(input('Çəki (kq, bir ədəd)')).toHaveValue('1.850');
    requests.stop();
  });

  it('validates before sending: an emptied number shows its message and nothing is sent', async () => {
    const inquiry = railInquiry();
    const { user, requests } = openRecorded(`/update-inquiry/${inquiry.id}`, 'ADMIN');
    await user.clear(await screen.findByLabelText('Çəki (kq, bir ədəd)', { selector: 'input' }));
    await user.click(screen.getByRole('button', { name: 'Dəyişiklikləri yadda saxla' }));
    await waitFor(() =>
      expect(input('Çəki (kq, bir ədəd)')).toHaveAccessibleDescription(/Müsbət ədəd daxil edin/),
    );
    expect(putsTo(requests, `/api/inquiries/${inquiry.id}`)).toHaveLength(0);
    requests.stop();
  });

  it('keeps everything typed when the server fails, and says why', async () => {
    server.use(
      http.put('*/api/inquiries/:id', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
    );
    const inquiry = railInquiry();
    const { user } = renderApp({ url: `/update-inquiry/${inquiry.id}`, role: 'ADMIN' });
    const description = await screen.findByLabelText('Yükün təsviri', { selector: 'textarea' });
    await user.clear(description);
    await user.type(description, 'Yeni təsvir');
    await user.clear(input('Miqdar'));
    await user.type(input('Miqdar'), '12');
    await user.click(screen.getByRole('button', { name: 'Dəyişiklikləri yadda saxla' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Dəyişikliklər yadda saxlanmadı');
    expect(alert).toHaveTextContent('Serverdə xəta baş verdi');
    expect(alert).not.toHaveTextContent('Boom');
    expect(screen.getByLabelText('Yükün təsviri')).toHaveValue('Yeni təsvir');
    expect(input('Miqdar')).toHaveValue('12');
    expect(readDb().inquiries.find((i) => i.id === inquiry.id)!.description).toBe('Household appliances');
  });

  it('explains that a draft cannot be changed', async () => {
    const draft = givenInquiry({ status: 'draft' });
    renderApp({ url: `/update-inquiry/${draft.id}`, role: 'ADMIN' });
    expect(await screen.findByText('Qaralamanı dəyişmək olmaz')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Statusu yenilə' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dəyişiklikləri yadda saxla' })).not.toBeInTheDocument();
  });
});
