import type { Role } from './support';

// Every screen of each role (every role × route pair of src/app/router.tsx that the role's access in
// src/lib/permissions.ts lets in), with seeded records that role may see (src/mocks/db/seed.ts): inquiry
// 113 is the importer's draft, member 4 the carrier's invited colleague, mail 2 the importer's answer in
// the carrier's inbox, invoice 7001 the carrier's paid commission. The accessibility, fault,
// hostile-input, resilience, designed-off and layout journeys all walk this one list.

export const ROUTES: Record<Role, string[]> = {
  IMPORTER: [
    '/',
    '/inquiries',
    '/inquiries/new',
    '/inquiries/preview-inquiry/113',
    '/details/102',
    '/load-details/102',
    '/inquiries-bids',
    '/all-bids/102',
    '/inquiry-steps/103',
    '/bids-summary',
    '/organization',
    '/organization?tab=members',
    '/organization/edit',
    '/organization/2',
    '/users',
    '/activities',
    '/email/inbox',
    '/email/sent',
    '/email/detail/3',
    '/email/create-email/new',
    '/statistics',
    '/importer-routes',
    '/route-offers',
    '/profile',
    '/profile/profile-edit',
    '/profile/update-password',
    '/profile/notifications',
  ],
  LOGISTIC: [
    '/',
    '/inquiry',
    '/inquiry/inquiry-details/102',
    '/inquiry-steps/103',
    '/bids',
    '/organization-details',
    '/organization',
    '/organization/edit',
    '/organization/4',
    '/users',
    '/billing',
    '/billing/invoices/7001',
    '/email/inbox',
    '/email/sent',
    '/email/detail/2',
    '/email/create-email/2',
    '/statistics',
    '/route-offers',
    '/activities',
    '/profile',
    '/profile/profile-edit',
    '/profile/update-password',
    '/profile/notifications',
  ],
  ADMIN: [
    '/',
    '/all-inquiries',
    '/update-inquiry/102',
    '/organizations',
    '/organizations/update-organization/4',
    '/bids',
    '/bids-summary',
    '/all-billing',
    '/billing/invoices/7001',
    '/promo-codes',
    '/statistics',
    '/profile',
    '/profile/profile-edit',
    '/profile/update-password',
  ],
};

/**
 * Each role's landing screen first, then the screens its menu opens and a record's page of each kind
 * it works on: the in-browser demo's phone checks (tests/e2e/demo-phone.spec.ts) walk these in every
 * language at two widths, where walking all of ROUTES would cost minutes for the same top bar.
 */
export const MAIN_SCREENS: Record<Role, string[]> = {
  IMPORTER: [
    '/',
    '/inquiries',
    '/inquiries/new',
    '/details/102',
    '/inquiries-bids',
    '/all-bids/102',
    '/bids-summary',
    '/organization',
    '/email/inbox',
    '/statistics',
    '/importer-routes',
    '/route-offers',
    '/activities',
    '/profile',
  ],
  LOGISTIC: [
    '/',
    '/inquiry',
    '/inquiry/inquiry-details/102',
    '/bids',
    '/organization-details',
    '/organization',
    '/email/inbox',
    '/billing',
    '/statistics',
    '/route-offers',
    '/activities',
    '/profile',
  ],
  ADMIN: [
    '/',
    '/all-inquiries',
    '/update-inquiry/102',
    '/organizations',
    '/bids',
    '/bids-summary',
    '/all-billing',
    '/promo-codes',
    '/statistics',
    '/profile',
  ],
};

/**
 * Screens that only show a form and load nothing of their own (a probe of every screen's calls found
 * these two): the fault walks pass them by, and tests/e2e/faults-screens.spec.ts keeps that true.
 */
export const WITHOUT_DATA = new Set(['/inquiries/new', '/profile/update-password']);

/** A button or link, found by its accessible name (the first when several rows have one). */
export type ActionName = string | RegExp;

/**
 * The main thing to do on a screen, where it has one: the phone and tablet layout checks want it on
 * screen without panning sideways. Screens that only show (statistics, activity) have none.
 */
export const PRIMARY_ACTIONS: Record<Role, Record<string, ActionName>> = {
  IMPORTER: {
    '/inquiries': 'Yeni sorğu',
    '/inquiries/new': 'Növbəti',
    '/inquiries/preview-inquiry/113': 'Göndər',
    '/inquiries-bids': /^Təkliflərə bax/,
    '/all-bids/102': 'Təklifi cavabla',
    '/organization': 'Redaktə et',
    '/organization?tab=members': 'Üzv əlavə et',
    '/organization/edit': 'Yadda saxla',
    '/organization/2': 'Yadda saxla',
    '/users': 'Üzv əlavə et',
    '/email/inbox': 'Yeni məktub',
    '/email/sent': 'Yeni məktub',
    '/email/detail/3': 'Cavabla',
    '/email/create-email/new': 'Göndər',
    '/profile': 'Profili redaktə et',
    '/profile/profile-edit': 'Yadda saxla',
    '/profile/update-password': 'Şifrəni dəyiş',
    '/profile/notifications': 'Yadda saxla',
  },
  LOGISTIC: {
    '/inquiry/inquiry-details/102': 'Təklif ver',
    '/inquiry-steps/103': /mərhələsini tamamla$/,
    '/bids': /^Ətraflı/,
    '/organization-details': 'Redaktə et',
    '/organization/edit': 'Yadda saxla',
    '/organization/4': 'Yadda saxla',
    '/users': 'Üzv əlavə et',
    '/billing': 'USD balansını ödə',
    '/billing/invoices/7001': 'Çap et / PDF yüklə',
    '/email/inbox': 'Yeni məktub',
    '/email/sent': 'Yeni məktub',
    '/email/detail/2': 'Cavabla',
    '/email/create-email/2': 'Göndər',
    '/route-offers': 'Marşrut təklifi dərc et',
    '/profile': 'Profili redaktə et',
    '/profile/profile-edit': 'Yadda saxla',
    '/profile/update-password': 'Şifrəni dəyiş',
    '/profile/notifications': 'Yadda saxla',
  },
  ADMIN: {
    '/update-inquiry/102': 'Dəyişiklikləri yadda saxla',
    '/organizations/update-organization/4': 'Yadda saxla',
    '/bids': /^Ətraflı/,
    '/all-billing': /^Geri qaytar/,
    '/billing/invoices/7001': 'Çap et / PDF yüklə',
    '/promo-codes': 'Yeni promo kod',
    '/profile': 'Profili redaktə et',
    '/profile/profile-edit': 'Yadda saxla',
    '/profile/update-password': 'Şifrəni dəyiş',
  },
};

/**
 * Screens that show more at a click, measured again after it: each button of the name is pressed
 * (statistics: every chart's numbers as a table, which phones get as cards).
 */
export const REVEAL: Record<string, string> = { '/statistics': 'Cədvəl kimi göstər' };

/** The one table a phone keeps: the invoice is a document, laid out as it prints, and it scrolls in its box. */
export const PHONE_TABLES_KEPT = ['/billing/invoices/7001'];

/** One click on the way to a dialog: fill these fields first (a form that asks before it sends). */
export type DialogStep = { click: ActionName; fill?: Record<string, string> };

/**
 * Every dialog of the app, by the clicks that open it from a screen (each click after the first is
 * made inside the dialog opened before it). None of them writes: each is opened and then closed.
 */
export const DIALOGS: Array<{
  role: Role;
  route: string;
  name: string;
  steps: DialogStep[];
  /** Only below this width: on a desk the menu is the sidebar, not a drawer. */
  narrowerThan?: number;
}> = [
  { role: 'IMPORTER', route: '/', name: 'main menu', steps: [{ click: 'Menyunu aç' }], narrowerThan: 1024 },
  {
    role: 'IMPORTER',
    route: '/all-bids/102',
    name: 'bid details',
    steps: [{ click: 'Təklifi cavabla' }],
  },
  {
    role: 'IMPORTER',
    route: '/all-bids/102',
    name: 'cancel a bid',
    steps: [{ click: 'Təklifi cavabla' }, { click: 'Ləğv et' }],
  },
  {
    role: 'IMPORTER',
    route: '/all-bids/102',
    name: 'accept a bid',
    steps: [{ click: 'Təklifi cavabla' }, { click: 'Təsdiqlə' }],
  },
  { role: 'IMPORTER', route: '/users', name: 'add a member', steps: [{ click: 'Üzv əlavə et' }] },
  {
    role: 'IMPORTER',
    route: '/users',
    name: 'deactivate a member',
    steps: [{ click: /^Deaktiv et/ }],
  },
  {
    role: 'LOGISTIC',
    route: '/inquiry/inquiry-details/102',
    name: 'place a bid',
    steps: [{ click: 'Təklif ver' }],
  },
  {
    role: 'LOGISTIC',
    route: '/inquiry/inquiry-details/102',
    name: 'update a bid',
    steps: [{ click: /^Yenilə/ }],
  },
  { role: 'LOGISTIC', route: '/bids', name: 'bid details (carrier)', steps: [{ click: /^Ətraflı/ }] },
  { role: 'LOGISTIC', route: '/billing', name: 'payment', steps: [{ click: 'USD balansını ödə' }] },
  {
    role: 'LOGISTIC',
    route: '/route-offers',
    name: 'publish a route offer',
    steps: [{ click: 'Marşrut təklifi dərc et' }],
  },
  {
    role: 'LOGISTIC',
    route: '/route-offers',
    name: 'edit a route offer',
    steps: [{ click: /^Redaktə et/ }],
  },
  {
    role: 'LOGISTIC',
    route: '/route-offers',
    name: 'withdraw a route offer',
    steps: [{ click: /^Geri götür/ }],
  },
  { role: 'ADMIN', route: '/bids', name: 'bid details (admin)', steps: [{ click: /^Ətraflı/ }] },
  { role: 'ADMIN', route: '/all-billing', name: 'refund', steps: [{ click: /^Geri qaytar/ }] },
  {
    role: 'ADMIN',
    route: '/organizations/update-organization/4',
    name: 'suspend an organisation',
    steps: [{ click: 'Müvəqqəti dayandır', fill: { Səbəb: 'Sənədlər yoxlanılır' } }],
  },
  { role: 'ADMIN', route: '/promo-codes', name: 'new promo code', steps: [{ click: 'Yeni promo kod' }] },
  {
    role: 'ADMIN',
    route: '/promo-codes',
    name: 'edit a promo code',
    steps: [{ click: /^Redaktə et/ }],
  },
  {
    role: 'ADMIN',
    route: '/promo-codes',
    name: 'expire a promo code',
    steps: [{ click: /^İndi bitir/ }],
  },
];
