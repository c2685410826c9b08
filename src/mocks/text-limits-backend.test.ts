import { toApiDate } from '@/lib/dates';
import i18n from 'i18next';
import { TEXT_MAX } from '@/config/limits';
import { translateFieldError } from '@/lib/forms';
import { mailInput, routeOfferInput, wholeInquiryInput } from '@tests/utils/factories';
import { readDb } from './db/db';
import { call, tokenFor } from './test-api';

// Every text field has a maximum length, the same in the form and on the server. The demo
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
const mail = mailInput(4);
// The local (Baku) day, as the backend takes it: the UTC day is a day behind from 00:00 to 04:00.
const future = (days: number) => toApiDate(Date.now() + days * 86_400_000);
const place = (city: string, address: string, days: number) => ({
  countryId: 1,
  city,
  address,
  date: future(days),
  locationType: 'business_address',
});
const wholeInquiry = wholeInquiryInput(future(3), future(9));
const inquiry = {
  ...wholeInquiry,
  pickup: place('Bakı', 'AZ1000', 3),
  delivery: place('Gəncə', 'AZ2000', 9),
  goods: [{ ...wholeInquiry.goods[0]!, weight: 30, length: 60, width: 40, height: 40 }],
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

/** A form the server checks: who sends it, how and where, and a valid body for its fields' values. */
type Form = Pick<Rule, 'who' | 'method' | 'path'> & { valid: Record<string, unknown> };

/** `body` with the value at `field` ('notes', or 'pickup.city' for a nested one) replaced by `value`. */
function withValue(body: Record<string, unknown>, field: string, value: string): Record<string, unknown> {
  const [key, ...inner] = field.split('.') as [string, ...string[]];
  const nested = inner.length
    ? withValue(body[key] as Record<string, unknown>, inner.join('.'), value)
    : value;
  return { ...body, [key]: nested };
}

/** The rule that `field` of the form takes `max` characters, put into the form's valid body. */
const limit = (rule: string, { valid, ...form }: Form, field: string, max: number): Rule => ({
  rule,
  ...form,
  max,
  field,
  body: (value) => withValue(valid, field, value),
});

const firstInquiryId = () => readDb().inquiries[0]!.id;
const IMPORTER = 'importer@demo.az';
const profileForm: Form = { who: IMPORTER, method: 'PUT', path: () => '/users/me', valid: profile };
const memberForm: Form = {
  who: IMPORTER,
  method: 'POST',
  path: () => '/organization/members',
  valid: member,
};
const organizationForm: Form = {
  who: IMPORTER,
  method: 'PUT',
  path: () => '/organization',
  valid: ownOrganization,
};
const adminOrganizationForm: Form = {
  who: 'admin@demo.az',
  method: 'PUT',
  path: () => '/logistic/organization/4',
  valid: { ...ownOrganization, orgOfficialMail: 'ops@xezer.az' },
};
const suspensionForm: Form = {
  who: 'admin@demo.az',
  method: 'PUT',
  path: () => '/organization/4/suspension',
  valid: { suspended: false, reason: '', until: null },
};
const statusForm: Form = {
  who: 'admin@demo.az',
  method: 'PUT',
  path: () => `/inquiries/${firstInquiryId()}/status`,
  valid: { status: 'on_hold', reason: 'Waiting for documents' },
};
const mailForm: Form = { who: IMPORTER, method: 'POST', path: () => '/mail', valid: mail };
const routeOfferForm: Form = {
  who: 'carrier@demo.az',
  method: 'POST',
  path: () => '/route-offers',
  valid: routeOfferInput(),
};
const inquiryForm: Form = {
  who: 'admin@demo.az',
  method: 'PUT',
  path: () => `/inquiries/${firstInquiryId()}`,
  valid: inquiry,
};

const rules: Rule[] = [
  limit('profile name', profileForm, 'name', TEXT_MAX.personName),
  limit('profile surname', profileForm, 'surname', TEXT_MAX.personName),
  limit('member name', memberForm, 'name', TEXT_MAX.personName),
  {
    ...limit('member email', memberForm, 'email', TEXT_MAX.email),
    // local part + '@b.az' (5 characters) makes exactly the length asked for
    body: (v) => ({ ...member, email: `${v.slice(5)}@b.az` }),
  },
  limit('organisation name', organizationForm, 'organizaName', TEXT_MAX.organizationName),
  limit('registration number', organizationForm, 'orgRegNumber', TEXT_MAX.registrationNumber),
  limit('organisation activity (admin)', adminOrganizationForm, 'activity', TEXT_MAX.organizationActivity),
  limit('suspension reason', suspensionForm, 'reason', TEXT_MAX.suspensionReason),
  limit('inquiry status reason', statusForm, 'reason', TEXT_MAX.statusReason),
  {
    ...limit('mail subject', mailForm, 'subject', TEXT_MAX.mailSubject),
    message: `email:validation.subjectTooLong|${TEXT_MAX.mailSubject}`,
  },
  limit('route offer notes', routeOfferForm, 'notes', TEXT_MAX.routeOfferNotes),
  limit('route offer city', routeOfferForm, 'pickupCity', TEXT_MAX.city),
  limit('inquiry goods description', inquiryForm, 'description', TEXT_MAX.goodsDescription),
  limit('inquiry notes', inquiryForm, 'notes', TEXT_MAX.inquiryNotes),
  limit('inquiry pickup city', inquiryForm, 'pickup.city', TEXT_MAX.city),
  limit('inquiry delivery address', inquiryForm, 'delivery.address', TEXT_MAX.address),
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
