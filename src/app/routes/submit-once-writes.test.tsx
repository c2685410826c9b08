import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import toast from 'react-hot-toast';
import { demoOrganization, givenBid, givenInquiry, organizationOf } from '@tests/utils/factories';
import { openListScreen } from '@tests/utils/open-list-screen';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// Submit once, for the write buttons of every role's journeys beyond the inquiry, payment and
// profile: a double click sends one request and says one success. Each row opens its screen as a
// user would, fills what the write needs, and hands back the button to double-click.

beforeEach(() => toast.remove());

type Opened = { user: UserEvent; button: HTMLElement };
type Row = {
  button: string;
  method: 'POST' | 'PUT';
  path: RegExp;
  toast: string;
  open: () => Promise<Opened>;
};

const field = (label: string, container: HTMLElement = document.body) =>
  within(container).getByLabelText(label, { selector: 'input' });

async function bidUpdate(): Promise<Opened> {
  const inquiry = givenInquiry();
  givenBid({ inquiryId: inquiry.id, updateCount: 1, value: 1100, currency: 'EUR' });
  const { user } = renderApp({ url: `/inquiry/inquiry-details/${inquiry.id}`, role: 'LOGISTIC' });
  const item = (await screen.findAllByTestId('my-bid'))[0]!;
  await user.click(within(item).getByRole('button', { name: /^Yenilə/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Təklifi yenilə' });
  const value = within(dialog).getByLabelText('Təklifin məbləği');
  await user.clear(value);
  await user.type(value, '1050,75');
  return { user, button: within(dialog).getByRole('button', { name: 'Dəyişiklikləri yadda saxla' }) };
}

/** The importer's answer to a pending bid from Silk Way Cargo: 'Təsdiqlə' or 'Ləğv et', then 'Bəli'. */
const answerBid = (answer: 'Təsdiqlə' | 'Ləğv et') => async (): Promise<Opened> => {
  const inquiry = givenInquiry();
  givenBid({ inquiryId: inquiry.id, organizationId: organizationOf('aysel@silkwaycargo.az').id });
  const { user } = renderApp({ url: `/all-bids/${inquiry.id}?status=pending`, role: 'IMPORTER' });
  await user.click((await screen.findAllByRole('button', { name: 'Təklifi cavabla' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Təfərrüatlar' });
  await user.click(within(dialog).getByRole('button', { name: answer }));
  const confirm = await screen.findByRole('alertdialog', { name: answer });
  return { user, button: within(confirm).getByRole('button', { name: 'Bəli' }) };
};

async function mailSend(): Promise<Opened> {
  const { user } = renderApp({ url: '/email/create-email/new', role: 'IMPORTER' });
  await screen.findByRole('heading', { level: 1, name: 'Yeni məktub' });
  await user.click(screen.getByRole('combobox', { name: 'Kimə' }));
  await user.click(await screen.findByRole('option', { name: /^Xəzər Logistika MMC · Daşıyıcı$/ }));
  await user.type(screen.getByLabelText('Mövzu'), 'Yükləmə vaxtı');
  await user.type(screen.getByLabelText('Məktubun mətni'), 'Sabah 09:00 uyğundurmu?');
  return { user, button: screen.getByRole('button', { name: 'Göndər' }) };
}

async function ownOrganizationSave(): Promise<Opened> {
  const { user } = renderApp({ url: '/organization/edit', role: 'IMPORTER' });
  await screen.findByRole('heading', { level: 1, name: 'Təşkilatın profilini redaktə et' });
  await waitFor(() => expect(field('Şirkətin adı')).toHaveValue(demoOrganization('IMPORTER').organizaName));
  const name = field('Şirkətin adı');
  await user.clear(name);
  await user.type(name, 'Bakı Ticarət Group MMC');
  return { user, button: screen.getByRole('button', { name: 'Yadda saxla' }) };
}

async function memberAdd(): Promise<Opened> {
  const { user } = renderApp({ url: '/organization?tab=members', role: 'IMPORTER' });
  await screen.findAllByTestId('member-row');
  await user.click(screen.getByRole('button', { name: 'Üzv əlavə et' }));
  const dialog = await screen.findByRole('dialog', { name: 'Yeni üzv' });
  await user.type(field('Ad', dialog), 'Orxan');
  await user.type(field('Soyad', dialog), 'Səfərov');
  await user.type(field('E-poçt', dialog), 'orxan@bakiticaret.az');
  await user.type(field('Müvəqqəti şifrə', dialog), 'Temp12345');
  return { user, button: within(dialog).getByRole('button', { name: 'Əlavə et' }) };
}

async function inquiryStatusChange(): Promise<Opened> {
  const onHold = givenInquiry({ status: 'on_hold', statusReason: 'Waiting for the export licence.' });
  const { user } = renderApp({ url: `/update-inquiry/${onHold.id}`, role: 'ADMIN' });
  expect(await screen.findByText(onHold.inquiryCode)).toBeInTheDocument();
  await user.type(await screen.findByLabelText('Yeni status'), 'Aktiv');
  await user.click(await screen.findByRole('option', { name: 'Aktiv' }));
  return { user, button: screen.getByRole('button', { name: 'Statusu yenilə' }) };
}

async function openOrganizationAsAdmin() {
  const view = renderApp({
    url: `/organizations/update-organization/${demoOrganization('LOGISTIC').id}`,
    role: 'ADMIN',
  });
  await screen.findByRole('heading', { level: 1, name: 'Təşkilatı redaktə et' });
  await waitFor(() => expect(field('Şirkətin adı')).toHaveValue(demoOrganization('LOGISTIC').organizaName));
  return view;
}

async function adminOrganizationSave(): Promise<Opened> {
  const { user } = await openOrganizationAsAdmin();
  await user.clear(field('Şirkətin adı'));
  await user.type(field('Şirkətin adı'), 'Xəzər Logistika Group MMC');
  return { user, button: screen.getByRole('button', { name: 'Yadda saxla' }) };
}

async function suspension(): Promise<Opened> {
  const { user } = await openOrganizationAsAdmin();
  const card = screen.getByRole('region', { name: 'Müvəqqəti dayandırma' });
  fireEvent.change(within(card).getByLabelText('Son gün'), { target: { value: '2999-12-31' } });
  await user.type(within(card).getByLabelText('Səbəb'), 'Komissiya ödənilməyib');
  await user.click(within(card).getByRole('button', { name: 'Müvəqqəti dayandır' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Təşkilatı dayandırmaq' });
  return { user, button: within(dialog).getByRole('button', { name: 'Bəli' }) };
}

async function refund(): Promise<Opened> {
  const { user, requests } = await openListScreen({
    url: `/all-billing?organization=${demoOrganization('LOGISTIC').id}`,
    role: 'ADMIN',
    title: 'Bütün hesablaşmalar',
    rowTestId: 'transaction-row',
  });
  requests.stop();
  const row = screen.getAllByTestId('transaction-row').find((r) => within(r).queryByText('Uğurlu'))!;
  await user.click(within(row).getByRole('button', { name: /Geri qaytar/ }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Ödənişi geri qaytarmaq' });
  return { user, button: within(dialog).getByRole('button', { name: 'Geri qaytar' }) };
}

async function promoCreate(): Promise<Opened> {
  const { user, requests } = await openListScreen({
    url: '/promo-codes',
    role: 'ADMIN',
    title: 'Promo kodlar',
    rowTestId: 'promo-row',
  });
  requests.stop();
  await user.click(screen.getByRole('button', { name: 'Yeni promo kod' }));
  const dialog = await screen.findByRole('dialog', { name: 'Yeni promo kod' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Kod' }), 'spring-26');
  await user.type(within(dialog).getByRole('textbox', { name: 'Komissiya faizi (%)' }), '2');
  fireEvent.change(within(dialog).getByLabelText('Bitmə tarixi'), {
    target: { value: format(addDays(new Date(), 45), 'yyyy-MM-dd') },
  });
  await user.type(within(dialog).getByRole('textbox', { name: 'Maksimum istifadə sayı' }), '10');
  return { user, button: within(dialog).getByRole('button', { name: 'Yarat' }) };
}

const rows: Array<[string, Row]> = [
  [
    "carrier's bid update",
    {
      button: 'Dəyişiklikləri yadda saxla',
      method: 'PUT',
      path: /^\/api\/bids\/update\/\d+$/,
      toast: 'Təklif yeniləndi',
      open: bidUpdate,
    },
  ],
  [
    "importer's bid accept",
    {
      button: 'Bəli',
      method: 'PUT',
      path: /^\/api\/bids\/approve\/\d+$/,
      toast: 'Təklif qəbul edildi',
      open: answerBid('Təsdiqlə'),
    },
  ],
  [
    "importer's bid cancel",
    {
      button: 'Bəli',
      method: 'PUT',
      path: /^\/api\/bids\/reject\/[^/]+$/,
      toast: 'Təklif ləğv edildi',
      open: answerBid('Ləğv et'),
    },
  ],
  [
    'mail send',
    { button: 'Göndər', method: 'POST', path: /^\/api\/mail$/, toast: 'Məktub göndərildi', open: mailSend },
  ],
  [
    "importer's organisation save",
    {
      button: 'Yadda saxla',
      method: 'PUT',
      path: /^\/api\/organization$/,
      toast: 'Təşkilatın məlumatları yeniləndi',
      open: ownOrganizationSave,
    },
  ],
  [
    'member add',
    {
      button: 'Əlavə et',
      method: 'POST',
      path: /^\/api\/organization\/members$/,
      toast: 'Orxan Səfərov təşkilata əlavə edildi',
      open: memberAdd,
    },
  ],
  [
    "admin's inquiry status change",
    {
      button: 'Statusu yenilə',
      method: 'PUT',
      path: /^\/api\/inquiries\/\d+\/status$/,
      toast: 'Status yeniləndi',
      open: inquiryStatusChange,
    },
  ],
  [
    "admin's organisation save",
    {
      button: 'Yadda saxla',
      method: 'PUT',
      path: /organization\/\d+$/,
      toast: 'Təşkilat məlumatları yadda saxlanıldı',
      open: adminOrganizationSave,
    },
  ],
  [
    "admin's suspension",
    {
      button: 'Bəli',
      method: 'PUT',
      path: /\/organization\/\d+\/suspension$/,
      toast: 'Təşkilat müvəqqəti dayandırıldı',
      open: suspension,
    },
  ],
  [
    "admin's refund",
    {
      button: 'Geri qaytar',
      method: 'POST',
      path: /\/transactions\/\d+\/refund$/,
      toast: 'Ödəniş geri qaytarıldı',
      open: refund,
    },
  ],
  [
    "admin's promo code create",
    {
      button: 'Yarat',
      method: 'POST',
      path: /^\/api\/promo-codes$/,
      toast: 'SPRING-26 promo kodu yaradıldı',
      open: promoCreate,
    },
  ],
];

it.each(rows)('a double click sends one write for the %s, with one success toast', async (_, row) => {
  const { user, button } = await row.open();
  expect(button).toHaveAccessibleName(row.button);
  const requests = recordRequests();
  await user.dblClick(button);
  expect(await screen.findByText(row.toast)).toBeInTheDocument();
  requests.stop();
  // Both clicks' requests would have started before the first answer came back and toasted.
  expect(requests.filter((r) => r.method === row.method && row.path.test(r.path))).toHaveLength(1);
  expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(1);
  expect(screen.getAllByText(row.toast)).toHaveLength(1);
});
