import { expect, type Page } from '@playwright/test';
import type { FormCase } from './form-fault-checks';
import { fillRouteOffer } from './form-fills';
import { choose, day, fillInquiryUpToGoods, fillRow, stepHeading } from './inquiry-steps';

// Every signed-in form that sends data, with valid values and what success looks like. Seeded ids:
// src/mocks/db/seed.ts (member 2 of the importer's organisation; the carrier's bid 5004 on inquiry
// 102; inquiry 104 open for bids; organisation 4 Xəzər Logistika; a USD balance owed by it).

const button = (name: string | RegExp) => (page: Page) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
const inDialog = (dialogName: string, name: string) => (page: Page) =>
  page.getByRole('dialog', { name: dialogName }).getByRole('button', { name, exact: true });
const formWith = (buttonName: string) => (page: Page) =>
  page.locator('main form').filter({ has: page.getByRole('button', { name: buttonName, exact: true }) });
const toast = (text: string | RegExp) => (page: Page) => expect(page.getByText(text).first()).toBeVisible();
const label = (page: Page, name: string) => page.getByLabel(name, { exact: true });

const expiry = () => `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

async function typeCard(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Ödəniş üsulunu seçin' });
  await dialog.getByLabel('Kart nömrəsi').fill('');
  await dialog.getByLabel('Kart nömrəsi').pressSequentially('4242424242424242');
  await dialog.getByLabel('CVV').fill('123');
}

/** Steps 1–4 of a new inquiry, through the form; the goods step is the one the faults meet. */
async function draftUpToGoods(page: Page) {
  await fillInquiryUpToGoods(page);
  const draft = new URL(page.url()).searchParams.get('draft');
  return `/inquiries/new?draft=${draft}&step=5`;
}

export const signedInForms: FormCase[] = [
  {
    name: 'create inquiry (goods step)',
    role: 'IMPORTER',
    path: '/inquiries/new',
    prepare: draftUpToGoods,
    scope: (page) => page.locator('main form'),
    fill: async (page) => {
      await choose(page, 'Yükün növü', 'Mebel və aksesuarlar');
      await choose(page, 'Yükün hazırlığı', 'Hazırdır');
      await label(page, 'Yükün təsviri').fill('Ofis stulları, 6 palet');
      await choose(page, 'Incoterms (çatdırılma şərtləri)', 'FCA');
      const row = page.getByRole('group', { name: 'Sətir 1' });
      await choose(row, 'Qablaşdırma növü', 'Paletlər');
      await choose(row, 'Palet növü', 'EUR1');
      await fillRow(row, { weight: '320', length: '120', width: '80', height: '150', quantity: '6' });
    },
    sendButton: button('Növbəti'),
    sent: (page) => stepHeading(page, 'Sənədlər və qeydlər'),
  },
  {
    name: 'edit inquiry (admin)',
    role: 'ADMIN',
    path: '/update-inquiry/102',
    scope: formWith('Dəyişiklikləri yadda saxla'),
    fill: async (page) => {
      await label(page, 'Yükün təsviri').fill('Dəmir konstruksiyalar, 12 ton');
      await label(page, 'Qeydlər').fill('Yükləmə 08:00-dan sonra');
    },
    sendButton: button('Dəyişiklikləri yadda saxla'),
    sent: toast('Sorğu yeniləndi'),
  },
  {
    name: 'inquiry status (admin)',
    role: 'ADMIN',
    path: '/update-inquiry/102',
    scope: formWith('Statusu yenilə'),
    fill: async (page) => {
      await choose(page, 'Yeni status', 'Dayandırılıb');
      await label(page, 'Səbəb').fill('Sənədlər yoxlanılır');
    },
    sendButton: button('Statusu yenilə'),
    sent: toast('Status yeniləndi'),
  },
  {
    name: 'new bid',
    answerUnread: true,
    role: 'LOGISTIC',
    path: '/inquiry/inquiry-details/104',
    open: (page) => page.getByRole('button', { name: 'Təklif ver' }).click(),
    scope: (page) => page.getByRole('dialog', { name: 'Yeni təklif' }),
    fill: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Yeni təklif' });
      await dialog.getByLabel('Təklifin məbləği').fill('1850');
      await dialog.getByLabel('Qeydlər').fill('Birbaşa reys, 2 gün');
    },
    sendButton: inDialog('Yeni təklif', 'Təklifi göndər'),
    sent: toast('Təklifiniz göndərildi'),
  },
  {
    name: 'update bid',
    answerUnread: true,
    role: 'LOGISTIC',
    path: '/inquiry/inquiry-details/102',
    open: (page) =>
      page
        .getByTestId('my-bid')
        .first()
        .getByRole('button', { name: /Yenilə/ })
        .click(),
    scope: (page) => page.getByRole('dialog', { name: 'Təklifi yenilə' }),
    fill: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Təklifi yenilə' });
      await dialog.getByLabel('Təklifin məbləği').fill('2050');
      await dialog.getByLabel('Qeydlər').fill('Qiymət yanacaqla yeniləndi');
    },
    sendButton: inDialog('Təklifi yenilə', 'Dəyişiklikləri yadda saxla'),
    sent: toast('Təklif yeniləndi'),
  },
  {
    name: 'carrier profile',
    role: 'LOGISTIC',
    path: '/organization-details',
    open: (page) => page.getByRole('button', { name: 'Redaktə et' }).click(),
    scope: (page) => page.locator('main form'),
    fill: async (page) => {
      await label(page, 'Agentliyin adı').fill('Xəzər Logistika Agentliyi');
      await label(page, 'Sertifikatlar').fill('ISO 9001, TIR Carnet, IATA');
    },
    sendButton: button('Yadda saxla'),
    sent: toast('Profil yadda saxlanıldı'),
  },
  {
    name: 'own organisation edit',
    answerUnread: true,
    role: 'IMPORTER',
    path: '/organization/edit',
    scope: (page) => page.locator('main form'),
    fill: async (page) => {
      await label(page, 'Şirkətin adı').fill('Bakı Ticarət və Logistika MMC');
      await label(page, 'VÖEN / qeydiyyat nömrəsi').fill('1700123456');
    },
    sendButton: button('Yadda saxla'),
    sent: toast('Təşkilatın məlumatları yeniləndi'),
  },
  {
    name: 'organisation edit (admin)',
    answerUnread: true,
    role: 'ADMIN',
    path: '/organizations/update-organization/4',
    scope: formWith('Yadda saxla'),
    fill: async (page) => {
      await label(page, 'Şirkətin adı').fill('Xəzər Logistika ASC');
      await label(page, 'Fəaliyyət').fill('Beynəlxalq avtomobil və dəmir yolu daşımaları');
    },
    sendButton: button('Yadda saxla'),
    sent: toast('Təşkilat məlumatları yadda saxlanıldı'),
  },
  {
    name: 'suspension (admin)',
    answerUnread: true,
    role: 'ADMIN',
    path: '/organizations/update-organization/4',
    // Found by its date box: the confirmation hides the rest of the page from role queries.
    scope: (page) => page.locator('main form').filter({ has: page.locator('input[type="date"]') }),
    fill: async (page) => {
      await label(page, 'Səbəb').fill('Komissiya ödənilməyib');
      await label(page, 'Son gün').fill(day(30));
    },
    sendButton: async (page) => {
      await page.getByRole('button', { name: 'Müvəqqəti dayandır' }).click();
      return page.getByRole('alertdialog').getByRole('button', { name: 'Bəli' });
    },
    sent: toast('Təşkilat müvəqqəti dayandırıldı'),
  },
  {
    name: 'add member',
    role: 'IMPORTER',
    path: '/organization?tab=members',
    open: (page) => page.getByRole('button', { name: 'Üzv əlavə et' }).click(),
    scope: (page) => page.getByRole('dialog', { name: 'Yeni üzv' }),
    fill: async (page, attempt) => {
      const dialog = page.getByRole('dialog', { name: 'Yeni üzv' });
      await dialog.getByLabel('Ad', { exact: true }).fill('Nərmin');
      await dialog.getByLabel('Soyad', { exact: true }).fill('Qasımova');
      await dialog.getByLabel('E-poçt', { exact: true }).fill(`nermin.${attempt}@bakiticaret.az`);
      await dialog.getByLabel('Müvəqqəti şifrə', { exact: true }).fill('Temp-2026!');
    },
    sendButton: inDialog('Yeni üzv', 'Əlavə et'),
    sent: toast(/təşkilata əlavə edildi/),
  },
  {
    name: 'edit member',
    role: 'IMPORTER',
    path: '/organization/2',
    scope: (page) => page.locator('main form'),
    fill: async (page) => {
      await label(page, 'Ad').fill('Rəşad');
      await label(page, 'Soyad').fill('Əliyev-Quliyev');
    },
    sendButton: button('Yadda saxla'),
    sent: toast('Üzvün məlumatları yeniləndi'),
  },
  {
    name: 'profile edit',
    role: 'IMPORTER',
    path: '/profile/profile-edit',
    scope: (page) => page.locator('main form'),
    fill: async (page) => {
      await label(page, 'Ad').fill('Leyla Nur');
      await label(page, 'Soyad').fill('Məmmədova-Əliyeva');
    },
    sendButton: button('Yadda saxla'),
    sent: toast('Profil yadda saxlanıldı'),
  },
  {
    name: 'update password',
    role: 'IMPORTER',
    path: '/profile/update-password',
    scope: (page) => page.locator('main form'),
    fill: async (page) => {
      await label(page, 'Cari şifrə').fill('Demo1234!');
      await label(page, 'Yeni şifrə').fill('Yeni-Sifre-2025');
      await label(page, 'Yeni şifrənin təkrarı').fill('Yeni-Sifre-2025');
    },
    sendButton: button('Şifrəni dəyiş'),
    sent: toast('Şifrəniz dəyişdirildi. Sessiyanız davam edir.'),
  },
  {
    name: 'compose mail',
    role: 'IMPORTER',
    path: '/email/create-email/new',
    scope: (page) => page.locator('main form'),
    fill: async (page) => {
      await label(page, 'Kimə').click();
      await page.getByRole('option', { name: /Xəzər Logistika MMC/ }).click();
      await label(page, 'Mövzu').fill('Yükləmə vaxtı, INQ-24102');
      await label(page, 'Məktubun mətni').fill('Salam!\n\nYük bazar ertəsi saat 09:00-da hazır olacaq.');
    },
    sendButton: button('Göndər'),
    sent: (page) => expect(page).toHaveURL(/\/email\/sent/),
    // The mail form keeps its own draft in this browser as it is typed.
    restoredNotice: /Qaralama bu brauzerdə yadda saxlanılıb/,
  },
  {
    name: 'route offer',
    role: 'LOGISTIC',
    path: '/route-offers',
    open: (page) => page.getByRole('button', { name: 'Marşrut təklifi dərc et' }).click(),
    scope: (page) => page.getByRole('dialog', { name: 'Marşrut təklifi dərc et' }),
    fill: async (page) => {
      const form = page.getByRole('dialog', { name: 'Marşrut təklifi dərc et' });
      await fillRouteOffer(form);
    },
    sendButton: inDialog('Marşrut təklifi dərc et', 'Dərc et'),
    sent: toast('Marşrut təklifi dərc edildi'),
  },
  {
    name: 'promo code',
    role: 'ADMIN',
    path: '/promo-codes',
    open: (page) => page.getByRole('button', { name: 'Yeni promo kod' }).click(),
    scope: (page) => page.getByRole('dialog', { name: 'Yeni promo kod' }),
    fill: async (page, attempt) => {
      const dialog = page.getByRole('dialog', { name: 'Yeni promo kod' });
      await dialog.getByRole('textbox', { name: 'Kod' }).fill(`FAULT-${attempt}`);
      await dialog.getByRole('textbox', { name: 'Komissiya faizi (%)' }).fill('2');
      await dialog.getByLabel('Bitmə tarixi').fill(day(90));
      await dialog.getByRole('textbox', { name: 'Maksimum istifadə sayı' }).fill('5');
    },
    sendButton: inDialog('Yeni promo kod', 'Yarat'),
    sent: toast(/promo kodu yaradıldı/),
  },
  {
    name: 'card payment',
    role: 'LOGISTIC',
    path: '/billing',
    open: (page) => page.getByRole('button', { name: 'USD balansını ödə' }).click(),
    scope: (page) => page.getByRole('dialog', { name: 'Ödəniş üsulunu seçin' }),
    fill: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Ödəniş üsulunu seçin' });
      await dialog.getByLabel('Kart sahibi').fill('Elvin Hasanov');
      await dialog.getByLabel('Bitmə tarixi (AA/İİ)').fill('');
      await dialog.getByLabel('Bitmə tarixi (AA/İİ)').pressSequentially(expiry().replace('/', ''));
      await typeCard(page);
    },
    sendButton: (page) =>
      page.getByRole('dialog', { name: 'Ödəniş üsulunu seçin' }).getByRole('button', { name: /ödə$/ }),
    sent: (page) => expect(page.getByTestId('payment-succeeded')).toBeVisible(),
    // The card number and CVV are wiped the moment a payment answers, whatever it answered.
    wiped: /cardNumber|cvv/,
    refill: typeCard,
  },
];
