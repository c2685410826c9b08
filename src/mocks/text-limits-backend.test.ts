import { toApiDate } from '@/lib/dates';
import i18n from 'i18next';
import { TEXT_MAX } from '@/config/limits';
import { translateFieldError } from '@/lib/forms';
import { readDb } from './db/db';
import { call, tokenFor } from './test-api';

// Issue 15: every text field has a maximum length, the same in the form and on the server. The demo
// backend validates with the forms' own schemas, so for each rule: the limit is taken, one more
// character answers 400 with the field's error naming the limit.

const text = (length: number) => 'a'.repeat(length);
const tooLong = (max: number) => `validation:tooLong|${max}`;

const profile = { name: 'Leyla', surname: 'Məmmədova' };
const member = {
  name: 'Nigar',
  surname: 'Quliyeva',
  email: 'nigar@bakiticaret.az',
  temporaryPassword: 'Temp12345',
};
const ownOrganization = {
  organizaName: 'Bakı Ticarət MMC',
  orgRegNumber: '1403567821',
  phoneNumber: '+994501234567',
  countryCode: 1,
};
const mail = {
  toOrganizationId: 4,
  subject: 'Pallets',
  bodyHtml: '<p>Hi</p>',
  attachmentIds: [],
  replyToId: null,
};
const routeOffer = {
  pickupCountryId: 5,
  pickupCity: 'Aktau',
  deliveryCountryId: 1,
  deliveryCity: 'Alat',
  mode: 'SEA',
  price: 1800,
  currency: 'USD',
  validFrom: '2026-01-01',
  validUntil: '2099-01-01',
  capacity: 4,
  capacityUnit: 'CONTAINERS_PER_WEEK',
  notes: '',
};
// The local (Baku) day, as the backend takes it: the UTC day is a day behind from 00:00 to 04:00.
const future = (days: number) => toApiDate(Date.now() + days * 86_400_000);
const place = (city: string, address: string, days: number) => ({
  countryId: 1,
  city,
  address,
  date: future(days),
  locationType: 'business_address',
});
const inquiry = {
  sendTo: 'ALL_CARRIERS',
  carrierIds: [],
  pickup: place('Bakı', 'AZ1000', 3),
  delivery: place('Gəncə', 'AZ2000', 9),
  shipmentMode: 'ROAD',
  truckType: 'tilt_96',
  ftl: true,
  containerType: null,
  commodityType: 'furniture_accessories',
  readiness: 'ready',
  description: 'Office chairs',
  incoterms: 'FCA',
  goods: [
    {
      packageType: 'pallets',
      palletType: 'eur1',
      weight: 30,
      length: 60,
      width: 40,
      height: 40,
      quantity: 10,
      dangerous: false,
      stackable: true,
    },
  ],
  uploadedFilesId: { packageListId: '', certificateOfOriginId: '', msdsCertificateId: '' },
  notes: '',
};

type Rule = {
  rule: string;
  who: string;
  method: string;
  path: () => string;
  max: number;
  /** The field's key in the answer's errors. */
  field: string;
  /** The refusal's message key, when the feature has its own. */
  message?: string;
  body: (value: string) => unknown;
};

const firstInquiryId = () => readDb().inquiries[0]!.id;

const rules: Rule[] = [
  {
    rule: 'profile name',
    who: 'importer@demo.az',
    method: 'PUT',
    path: () => '/users/me',
    max: TEXT_MAX.personName,
    field: 'name',
    body: (v) => ({ ...profile, name: v }),
  },
  {
    rule: 'profile surname',
    who: 'importer@demo.az',
    method: 'PUT',
    path: () => '/users/me',
    max: TEXT_MAX.personName,
    field: 'surname',
    body: (v) => ({ ...profile, surname: v }),
  },
  {
    rule: 'member name',
    who: 'importer@demo.az',
    method: 'POST',
    path: () => '/organization/members',
    max: TEXT_MAX.personName,
    field: 'name',
    body: (v) => ({ ...member, name: v }),
  },
  {
    rule: 'member email',
    who: 'importer@demo.az',
    method: 'POST',
    path: () => '/organization/members',
    max: TEXT_MAX.email,
    field: 'email',
    // local part + '@b.az' (5 characters) makes exactly the length asked for
    body: (v) => ({ ...member, email: `${v.slice(5)}@b.az` }),
  },
  {
    rule: 'organisation name',
    who: 'importer@demo.az',
    method: 'PUT',
    path: () => '/organization',
    max: TEXT_MAX.organizationName,
    field: 'organizaName',
    body: (v) => ({ ...ownOrganization, organizaName: v }),
  },
  {
    rule: 'registration number',
    who: 'importer@demo.az',
    method: 'PUT',
    path: () => '/organization',
    max: TEXT_MAX.registrationNumber,
    field: 'orgRegNumber',
    body: (v) => ({ ...ownOrganization, orgRegNumber: v }),
  },
  {
    rule: 'organisation activity (admin)',
    who: 'admin@demo.az',
    method: 'PUT',
    path: () => '/logistic/organization/4',
    max: TEXT_MAX.organizationActivity,
    field: 'activity',
    body: (v) => ({ ...ownOrganization, orgOfficialMail: 'ops@xezer.az', activity: v }),
  },
  {
    rule: 'suspension reason',
    who: 'admin@demo.az',
    method: 'PUT',
    path: () => '/organization/4/suspension',
    max: TEXT_MAX.suspensionReason,
    field: 'reason',
    body: (v) => ({ suspended: false, reason: v, until: null }),
  },
  {
    rule: 'mail subject',
    who: 'importer@demo.az',
    method: 'POST',
    path: () => '/mail',
    max: TEXT_MAX.mailSubject,
    field: 'subject',
    message: 'email:validation.subjectTooLong',
    body: (v) => ({ ...mail, subject: v }),
  },
  {
    rule: 'route offer notes',
    who: 'carrier@demo.az',
    method: 'POST',
    path: () => '/route-offers',
    max: TEXT_MAX.routeOfferNotes,
    field: 'notes',
    body: (v) => ({ ...routeOffer, notes: v }),
  },
  {
    rule: 'route offer city',
    who: 'carrier@demo.az',
    method: 'POST',
    path: () => '/route-offers',
    max: TEXT_MAX.city,
    field: 'pickupCity',
    body: (v) => ({ ...routeOffer, pickupCity: v }),
  },
  {
    rule: 'inquiry goods description',
    who: 'admin@demo.az',
    method: 'PUT',
    path: () => `/inquiries/${firstInquiryId()}`,
    max: TEXT_MAX.goodsDescription,
    field: 'description',
    body: (v) => ({ ...inquiry, description: v }),
  },
  {
    rule: 'inquiry notes',
    who: 'admin@demo.az',
    method: 'PUT',
    path: () => `/inquiries/${firstInquiryId()}`,
    max: TEXT_MAX.inquiryNotes,
    field: 'notes',
    body: (v) => ({ ...inquiry, notes: v }),
  },
  {
    rule: 'inquiry pickup city',
    who: 'admin@demo.az',
    method: 'PUT',
    path: () => `/inquiries/${firstInquiryId()}`,
    max: TEXT_MAX.city,
    field: 'pickup.city',
    body: (v) => ({ ...inquiry, pickup: { ...inquiry.pickup, city: v } }),
  },
  {
    rule: 'inquiry delivery address',
    who: 'admin@demo.az',
    method: 'PUT',
    path: () => `/inquiries/${firstInquiryId()}`,
    max: TEXT_MAX.address,
    field: 'delivery.address',
    body: (v) => ({ ...inquiry, delivery: { ...inquiry.delivery, address: v } }),
  },
];

describe('demo backend: text limits', () => {
  it.each(rules)('$rule: takes $max characters, answers 400 on the field at one more', async (r) => {
    const token = await tokenFor(r.who);
    const over = await call(token, r.method, r.path(), r.body(text(r.max + 1)));
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual({ [r.field]: r.message ?? tooLong(r.max) });
    const within = await call(token, r.method, r.path(), r.body(text(r.max)));
    expect(within.status, JSON.stringify(within.body)).toBeLessThan(300);
  });

  it('says the limit in the user’s language, with its digits grouped the language’s way', async () => {
    await i18n.loadNamespaces(['validation']);
    const say = async (language: string) => {
      await i18n.changeLanguage(language);
      return translateFieldError(i18n.t, tooLong(TEXT_MAX.mailBody))?.replace(/\s/g, ' ');
    };
    expect(await say('az')).toBe('Ən çoxu 20 000 simvol ola bilər');
    expect(await say('en')).toBe('At most 20,000 characters');
    expect(await say('ru')).toBe('Не более 20 000 символов');
    await i18n.changeLanguage('az');
  });
});
