import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import toast from 'react-hot-toast';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/numbers';
import { readDb } from '@/mocks/db/db';
import type { recordRequests } from '@tests/utils/record-requests';
import type { renderApp } from '@tests/utils/render-app';
import { openListScreen } from '@tests/utils/open-list-screen';

// The admin's /promo-codes through the real router and demo backend. Seed: CASPIAN2026 (1.5 %
// commission, active), WELCOME50 (50 USD off, active), SUMMER25 (expired), VIP-ONCE (used up).

beforeEach(() => toast.remove());

const LIST = '/api/promo-codes';
const inFuture = (days = 30) => format(addDays(new Date(), days), 'yyyy-MM-dd');
const rows = () => screen.getAllByTestId('promo-row');
const rowOf = (code: string) => rows().find((r) => within(r).queryByText(code))!;
const writes = (requests: ReturnType<typeof recordRequests>) => requests.filter((r) => r.method !== 'GET');

const openPromoCodes = (url = '/promo-codes') =>
  openListScreen({ url, role: 'ADMIN', title: 'Promo kodlar', rowTestId: 'promo-row' });

async function openCreate(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Yeni promo kod' }));
  return screen.findByRole('dialog', { name: 'Yeni promo kod' });
}

describe('promo codes', () => {
  it('lists every code with its kind, value, dates, uses and state as seeded', async () => {
    await openPromoCodes();
    const seeded = readDb().promoCodes;
    expect(rows()).toHaveLength(seeded.length);

    expect(within(rowOf('CASPIAN2026')).getByText('Aktiv')).toBeInTheDocument();
    expect(within(rowOf('WELCOME50')).getByText('Aktiv')).toBeInTheDocument();
    expect(within(rowOf('SUMMER25')).getByText('Müddəti bitib')).toBeInTheDocument();
    expect(within(rowOf('VIP-ONCE')).getByText('Limit dolub')).toBeInTheDocument();

    const caspian = seeded.find((p) => p.code === 'CASPIAN2026')!;
    const caspianRow = rowOf('CASPIAN2026');
    expect(caspianRow).toHaveTextContent('Komissiya faizi');
    expect(caspianRow).toHaveTextContent('1,5 %');
    expect(caspianRow).toHaveTextContent(`${caspian.usedCount} / ${caspian.maxUses}`);
    expect(caspianRow).toHaveTextContent(formatDate(caspian.createdAt));
    expect(caspianRow).toHaveTextContent(formatDate(caspian.expiresAt));
    expect(rowOf('WELCOME50')).toHaveTextContent('Endirim məbləği');
    expect(rowOf('WELCOME50')).toHaveTextContent(formatMoney(50, 'USD', 'az'));
    // Only an active code can be expired by hand.
    expect(within(rowOf('SUMMER25')).queryByRole('button', { name: /İndi bitir/ })).not.toBeInTheDocument();
    expect(within(rowOf('VIP-ONCE')).queryByRole('button', { name: /İndi bitir/ })).not.toBeInTheDocument();
  });

  it('searches and filters by state through the URL and the request', async () => {
    const { requests, router, user } = await openPromoCodes();
    await user.type(screen.getByRole('searchbox', { name: 'Kod üzrə axtarış' }), 'caspian');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rowOf('CASPIAN2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=caspian');
    const lastList = () =>
      Object.fromEntries(new URLSearchParams(requests.filter((r) => r.path === LIST).at(-1)!.search));
    expect(lastList()).toEqual({ page: '0', size: '10', search: 'caspian' });

    await user.clear(screen.getByRole('searchbox', { name: 'Kod üzrə axtarış' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(screen.getByLabelText('Vəziyyət'));
    await user.click(await screen.findByRole('option', { name: 'Müddəti bitib' }));
    await waitFor(() => expect(lastList()).toEqual({ page: '0', size: '10', state: 'expired' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rowOf('SUMMER25')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=expired');
  });

  it('refuses a bad code, a rate of 100 % or more, a voucher without currency and 0 uses, sending nothing', async () => {
    const { requests, user } = await openPromoCodes();
    const dialog = await openCreate(user);
    const code = within(dialog).getByRole('textbox', { name: 'Kod' });
    const maxUses = within(dialog).getByRole('textbox', { name: 'Maksimum istifadə sayı' });

    await user.type(code, 'ab c!');
    expect(code).toHaveValue('ABC');
    await user.type(within(dialog).getByRole('textbox', { name: 'Komissiya faizi (%)' }), '150');
    fireEvent.change(within(dialog).getByLabelText('Bitmə tarixi'), { target: { value: inFuture() } });
    await user.type(maxUses, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Yarat' }));

    await waitFor(() => expect(code).toHaveAccessibleDescription(/Xəta: Kod 4–20 simvol olmalıdır/));
    expect(within(dialog).getByRole('textbox', { name: 'Komissiya faizi (%)' })).toHaveAccessibleDescription(
      /Xəta: Komissiya faizi 100-dən az olmalıdır/,
    );
    expect(maxUses).toHaveAccessibleDescription(/Xəta: İstifadə sayı 1 və ya daha böyük tam ədəd olmalıdır/);

    // A voucher needs its currency; the amount itself may be large.
    await user.click(within(dialog).getByRole('radio', { name: /Endirim məbləği/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Yarat' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Valyuta')).toHaveAccessibleDescription(
        /Xəta: Vauçer üçün valyutanı seçin/,
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Endirim məbləği' })).not.toHaveAccessibleDescription(
      /Xəta/,
    );

    // A last day already past is refused too.
    fireEvent.change(within(dialog).getByLabelText('Bitmə tarixi'), { target: { value: '2001-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Yarat' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Bitmə tarixi')).toHaveAccessibleDescription(
        /Xəta: Bitmə tarixi bu gün və ya daha sonra olmalıdır/,
      ),
    );

    expect(writes(requests)).toEqual([]);
    // What was typed stays.
    expect(code).toHaveValue('ABC');
    expect(maxUses).toHaveValue('0');
  });

  it('creates a valid code: POSTs the body, closes, and the new code is listed as active', async () => {
    const { requests, user } = await openPromoCodes();
    const dialog = await openCreate(user);
    const expiresAt = inFuture(45);

    await user.type(within(dialog).getByRole('textbox', { name: 'Kod' }), 'spring-26');
    expect(within(dialog).getByRole('textbox', { name: 'Kod' })).toHaveValue('SPRING-26');
    await user.click(within(dialog).getByRole('radio', { name: /Endirim məbləği/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Endirim məbləği' }), '25,5');
    await user.click(within(dialog).getByLabelText('Valyuta'));
    await user.click(await screen.findByRole('option', { name: 'AZN' }));
    fireEvent.change(within(dialog).getByLabelText('Bitmə tarixi'), { target: { value: expiresAt } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Maksimum istifadə sayı' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Yarat' }));

    expect(await screen.findByText('SPRING-26 promo kodu yaradıldı')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = writes(requests);
    expect(posted.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${LIST}`]);
    expect(posted[0]!.body).toEqual({
      code: 'SPRING-26',
      kind: 'DISCOUNT',
      value: 25.5,
      currency: 'AZN',
      expiresAt,
      maxUses: 10,
    });
    await waitFor(() => expect(rowOf('SPRING-26')).toBeDefined());
    expect(within(rowOf('SPRING-26')).getByText('Aktiv')).toBeInTheDocument();
    expect(rowOf('SPRING-26')).toHaveTextContent('0 / 10');
    expect(readDb().promoCodes.some((p) => p.code === 'SPRING-26')).toBe(true);
  });

  it("shows the server's 'code exists' on the code field and keeps what was typed", async () => {
    const { requests, user } = await openPromoCodes();
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Kod' }), 'welcome50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Komissiya faizi (%)' }), '2');
    fireEvent.change(within(dialog).getByLabelText('Bitmə tarixi'), { target: { value: inFuture() } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Maksimum istifadə sayı' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Yarat' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Kod' })).toHaveAccessibleDescription(
        /Xəta: Bu kodla promo kod artıq var\./,
      ),
    );
    expect(writes(requests)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Yeni promo kod' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Kod' })).toHaveValue('WELCOME50');
    expect(within(dialog).getByRole('textbox', { name: 'Maksimum istifadə sayı' })).toHaveValue('5');
    expect(readDb().promoCodes.filter((p) => p.code === 'WELCOME50')).toHaveLength(1);
  });

  it('edits a code: the form opens pre-filled and PUTs the change', async () => {
    const { requests, user } = await openPromoCodes();
    await user.click(within(rowOf('WELCOME50')).getByRole('button', { name: /Redaktə et/ }));
    const dialog = await screen.findByRole('dialog', { name: 'WELCOME50 promo kodunu redaktə et' });
    const welcome = readDb().promoCodes.find((p) => p.code === 'WELCOME50')!;
    expect(within(dialog).getByRole('textbox', { name: 'Kod' })).toHaveValue('WELCOME50');
    expect(within(dialog).getByRole('radio', { name: /Endirim məbləği/ })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Endirim məbləği' })).toHaveValue('50');
    expect(dialog).toHaveTextContent('USD');
    expect(within(dialog).getByLabelText('Bitmə tarixi')).toHaveValue(welcome.expiresAt);

    const maxUses = within(dialog).getByRole('textbox', { name: 'Maksimum istifadə sayı' });
    await user.clear(maxUses);
    await user.type(maxUses, '80');
    await user.click(within(dialog).getByRole('button', { name: 'Yadda saxla' }));

    expect(await screen.findByText('WELCOME50 promo kodu yeniləndi')).toBeInTheDocument();
    const put = writes(requests);
    expect(put.map((r) => `${r.method} ${r.path}`)).toEqual([`PUT ${LIST}/${welcome.id}`]);
    expect(put[0]!.body).toEqual({
      code: 'WELCOME50',
      kind: 'DISCOUNT',
      value: 50,
      currency: 'USD',
      expiresAt: welcome.expiresAt,
      maxUses: 80,
    });
    await waitFor(() => expect(rowOf('WELCOME50')).toHaveTextContent(`${welcome.usedCount} / 80`));
  });

  it('expires a code after confirmation: POST expire and the state becomes expired', async () => {
    const { requests, user } = await openPromoCodes();
    const caspian = readDb().promoCodes.find((p) => p.code === 'CASPIAN2026')!;
    await user.click(within(rowOf('CASPIAN2026')).getByRole('button', { name: /İndi bitir/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Promo kodun müddətini bitirmək' });
    expect(dialog).toHaveTextContent('CASPIAN2026');
    await user.click(within(dialog).getByRole('button', { name: 'İndi bitir' }));

    expect(await screen.findByText('CASPIAN2026 kodunun müddəti bitdi')).toBeInTheDocument();
    expect(writes(requests).map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${LIST}/${caspian.id}/expire`,
    ]);
    await waitFor(() => expect(within(rowOf('CASPIAN2026')).getByText('Müddəti bitib')).toBeInTheDocument());
    expect(
      within(rowOf('CASPIAN2026')).queryByRole('button', { name: /İndi bitir/ }),
    ).not.toBeInTheDocument();
    expect(readDb().promoCodes.find((p) => p.code === 'CASPIAN2026')!.expiredByHand).toBe(true);
  });
});
