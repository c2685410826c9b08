import { endpoints } from '@/config/endpoints';
import {
  demoOrganization,
  demoUser,
  givenInquiry,
  givenMember,
  suspendOrganization,
  userByEmail,
} from '@tests/utils/factories';
import { expectConsoleError } from '@tests/utils/console-errors';
import type { InquiryRecord } from './db/models';
import { nextId, readDb, writeDb } from './db/db';
import { signJwt } from './jwt';
import { call, tokenFor } from './test-api';
import { tokenOf } from '@tests/utils/backend-rules';

// What every demo handler shares (src/mocks/http.ts), over HTTP as the app's client meets it: who the
// bearer token names and when it is refused (403, as the real backend answers), the role check, the
// write ban on a suspended organisation (its last day in Baku included), the one error shape
// { message, errors? }, the body read and checked with the form's schema, and the message in the
// caller's language. Every handler relies on these; a slip here opens or closes the whole API.

const base = 'http://localhost:3000/api';

/** The access token a sign-in would give the person, signed here to spare each test the round trip. */
const as = tokenOf;

const MESSAGES = {
  unauthorized: 'Your session has expired. Please sign in again.',
  forbiddenRole: 'You do not have permission for this action.',
  suspended: 'Your organisation is temporarily suspended. Please contact support.',
  deactivated: 'Your account has been deactivated.',
  validation: 'Some fields are invalid. Please check them.',
};

/** A request with exactly these headers (none added), its status and its JSON answer. */
async function raw(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** GET /organization (any role, no write): the caller's own organisation. */
const ownOrganization = (headers: Record<string, string>) => raw(endpoints.organization.current, { headers });

/** POST /inquiries (importer, a write): a new draft, with a raw body. */
const createDraft = (token: string, body: string, language = 'en') =>
  raw(endpoints.inquiries.list, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Accept-Language': language,
      'Content-Type': 'application/json',
    },
    body,
  });

const emptyDraft = JSON.stringify({ step: 0, values: {} });

describe('authentication from the bearer token', () => {
  it('answers 403 with the session message when no Authorization header is sent', async () => {
    const result = await ownOrganization({ 'Accept-Language': 'en' });
    expect(result).toEqual({ status: 403, body: { message: MESSAGES.unauthorized } });
  });

  it('accepts a valid token after "Bearer " and names the caller’s own organisation', async () => {
    const token = await tokenFor('carrier@demo.az');
    const result = await ownOrganization({ Authorization: `Bearer ${token}` });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      id: demoOrganization('LOGISTIC').id,
      organizaName: 'Xəzər Logistika MMC',
      organizationType: 'LOGISTIC',
      suspended: false,
    });
  });

  it('refuses a valid token under another scheme than "Bearer "', async () => {
    const token = as('importer@demo.az');
    for (const header of [`Bearer:${token}`, `Token: ${token}`, token]) {
      const result = await ownOrganization({ Authorization: header, 'Accept-Language': 'en' });
      expect(result).toEqual({ status: 403, body: { message: MESSAGES.unauthorized } });
    }
  });

  it('refuses "Bearer " with no token and a token that is not a JWT', async () => {
    for (const header of ['Bearer ', 'Bearer not-a-token', 'Bearer a.b.c']) {
      const result = await ownOrganization({ Authorization: header, 'Accept-Language': 'en' });
      expect(result).toEqual({ status: 403, body: { message: MESSAGES.unauthorized } });
    }
  });

  it('refuses a token whose signature was tampered with', async () => {
    const token = as('importer@demo.az');
    const tampered = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const result = await ownOrganization({ Authorization: `Bearer ${tampered}`, 'Accept-Language': 'en' });
    expect(result).toEqual({ status: 403, body: { message: MESSAGES.unauthorized } });
  });

  it('refuses an expired token', async () => {
    const { id } = demoUser('IMPORTER');
    const expired = signJwt({ typ: 'access', sub: String(id) }, 60, Date.now() - 61_000);
    const result = await ownOrganization({ Authorization: `Bearer ${expired}`, 'Accept-Language': 'en' });
    expect(result).toEqual({ status: 403, body: { message: MESSAGES.unauthorized } });
  });

  it('refuses a signed token that is not an access token', async () => {
    const { id } = demoUser('IMPORTER');
    for (const typ of ['refresh', undefined]) {
      const token = signJwt({ typ, sub: String(id) }, 60);
      const result = await ownOrganization({ Authorization: `Bearer ${token}`, 'Accept-Language': 'en' });
      expect(result).toEqual({ status: 403, body: { message: MESSAGES.unauthorized } });
    }
  });

  it('accepts any unexpired access token this server signed for an existing user', async () => {
    const { id } = userByEmail('kamran@genceaqro.az');
    const token = signJwt({ typ: 'access', sub: String(id) }, 60);
    const result = await ownOrganization({ Authorization: `Bearer ${token}` });
    expect(result.status).toBe(200);
    expect(result.body.organizaName).toBe('Gəncə Aqro MMC');
  });

  it('refuses a valid token for a user who does not exist, with 403 and not a crash', async () => {
    const token = signJwt({ typ: 'access', sub: String(nextId(readDb().users)) }, 60);
    const result = await ownOrganization({ Authorization: `Bearer ${token}`, 'Accept-Language': 'en' });
    expect(result).toEqual({ status: 403, body: { message: MESSAGES.unauthorized } });
  });

  it('refuses a valid token for a user whose organisation no longer exists', async () => {
    const member = givenMember();
    const token = as(member.email);
    writeDb((db) => {
      db.users.find((u) => u.id === member.id)!.organizationId = nextId(db.organizations);
    });
    const read = await ownOrganization({ Authorization: `Bearer ${token}`, 'Accept-Language': 'en' });
    expect(read).toEqual({ status: 403, body: { message: MESSAGES.unauthorized } });
    const write = await createDraft(token, emptyDraft);
    expect(write).toEqual({ status: 403, body: { message: MESSAGES.unauthorized } });
  });

  it('refuses the token of a member deactivated after signing in, with the deactivation message', async () => {
    const member = givenMember();
    const memberToken = as(member.email);
    expect((await call(memberToken, 'GET', endpoints.organization.current)).status).toBe(200);
    const owner = as('importer@demo.az');
    const deactivated = await call(owner, 'PUT', endpoints.organization.memberStatus(member.id), {
      status: 'DEACTIVATED',
    });
    expect(deactivated.status).toBe(200);
    const result = await call(memberToken, 'GET', endpoints.organization.current);
    expect(result).toEqual({ status: 403, body: { message: MESSAGES.deactivated } });
  });

  it('lets an invited member who has not signed in yet use a token issued for them', async () => {
    const member = givenMember({ status: 'INVITED' });
    const token = signJwt({ typ: 'access', sub: String(member.id) }, 60);
    const result = await call(token, 'GET', endpoints.organization.current);
    expect(result.status).toBe(200);
    expect(result.body.id).toBe(demoOrganization('IMPORTER').id);
  });
});

describe('roles', () => {
  it('answers 403 with the permission message when the caller’s role is not among the allowed ones', async () => {
    for (const email of ['importer@demo.az', 'carrier@demo.az']) {
      const result = await call(as(email), 'GET', endpoints.organization.list);
      expect(result).toEqual({ status: 403, body: { message: MESSAGES.forbiddenRole } });
    }
  });

  it('lets a role among the allowed ones through', async () => {
    const result = await call(as('admin@demo.az'), 'GET', endpoints.organization.list);
    expect(result.status).toBe(200);
    expect(result.body.totalElements).toBeGreaterThan(0);
  });

  it('lets every role through an endpoint that names no roles', async () => {
    for (const role of ['IMPORTER', 'LOGISTIC', 'ADMIN'] as const) {
      const result = await call(as(demoUser(role).email), 'GET', endpoints.organization.current);
      expect(result.status).toBe(200);
      expect(result.body.organizationType).toBe(role);
    }
  });

  it('takes the role from the user’s organisation, not from what the token claims', async () => {
    const { id } = demoUser('IMPORTER');
    const token = signJwt({ typ: 'access', sub: String(id), organizationType: 'ADMIN' }, 60);
    const result = await call(token, 'GET', endpoints.organization.list);
    expect(result).toEqual({ status: 403, body: { message: MESSAGES.forbiddenRole } });
  });

  it('hands the handler the caller’s role: an admin reads another organisation’s inquiry, a carrier not its draft', async () => {
    const draft = givenInquiry({ status: 'draft' });
    const admin = await call(as('admin@demo.az'), 'GET', endpoints.inquiries.one(draft.id));
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ id: draft.id, status: 'draft' });
    const carrier = await call(as('carrier@demo.az'), 'GET', endpoints.inquiries.one(draft.id));
    expect(carrier).toEqual({ status: 404, body: { message: 'Not found.' } });
  });
});

describe('writes of a suspended organisation (assertActive), on the Baku clock', () => {
  // Tuesday 10 March 2026, 12:00 in Baku (UTC+4).
  const NOON = new Date('2026-03-10T08:00:00Z');
  const day = (date: number) => new Date(2026, 2, date);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOON);
  });
  afterEach(() => vi.useRealTimers());

  it('takes a write from an organisation that is not suspended', async () => {
    const result = await createDraft(as('importer@demo.az'), emptyDraft);
    expect(result.status).toBe(201);
    expect(result.body.status).toBe('draft');
  });

  it('refuses every write of an organisation suspended until lifted, with the suspension message', async () => {
    const token = as('importer@demo.az');
    suspendOrganization(demoOrganization('IMPORTER'));
    const result = await createDraft(token, emptyDraft);
    expect(result).toEqual({ status: 403, body: { message: MESSAGES.suspended } });
    expect((await call(token, 'GET', endpoints.organization.current)).body.suspended).toBe(true);
  });

  it('still lets a suspended organisation read', async () => {
    const token = as('importer@demo.az');
    const inquiry = givenInquiry();
    suspendOrganization(demoOrganization('IMPORTER'));
    expect((await call(token, 'GET', endpoints.inquiries.one(inquiry.id))).status).toBe(200);
    expect((await call(token, 'GET', endpoints.organization.current)).status).toBe(200);
  });

  it('refuses a write on the last day of a temporary suspension', async () => {
    const token = as('importer@demo.az');
    suspendOrganization(demoOrganization('IMPORTER'), { until: day(10) });
    const result = await createDraft(token, emptyDraft);
    expect(result).toEqual({ status: 403, body: { message: MESSAGES.suspended } });
  });

  it('refuses a write while a temporary suspension runs until tomorrow', async () => {
    const token = as('importer@demo.az');
    suspendOrganization(demoOrganization('IMPORTER'), { until: day(11) });
    const result = await createDraft(token, emptyDraft);
    expect(result).toEqual({ status: 403, body: { message: MESSAGES.suspended } });
    expect((await call(token, 'GET', endpoints.organization.current)).body.suspended).toBe(true);
  });

  it('takes a write again the day after a temporary suspension’s last day', async () => {
    const token = as('importer@demo.az');
    suspendOrganization(demoOrganization('IMPORTER'), { until: day(9) });
    const result = await createDraft(token, emptyDraft);
    expect(result.status).toBe(201);
    expect((await call(token, 'GET', endpoints.organization.current)).body.suspended).toBe(false);
  });

  it('ends a suspension at midnight in Baku, not at midnight UTC', async () => {
    vi.setSystemTime(new Date('2026-03-10T19:59:59Z')); // 23:59:59 in Baku, the last day
    const token = as('importer@demo.az');
    suspendOrganization(demoOrganization('IMPORTER'), { until: day(10) });
    expect((await createDraft(token, emptyDraft)).status).toBe(403);
    vi.setSystemTime(new Date('2026-03-10T20:00:00Z')); // 00:00 on the 11th in Baku, still the 10th in UTC
    expect((await createDraft(token, emptyDraft)).status).toBe(201);
  });

  it('ignores a last day left on an organisation whose suspension was lifted', async () => {
    const token = as('importer@demo.az');
    const { id } = demoOrganization('IMPORTER');
    suspendOrganization({ id }, { until: day(20) });
    writeDb((db) => {
      db.organizations.find((o) => o.id === id)!.suspended = false;
    });
    expect((await createDraft(token, emptyDraft)).status).toBe(201);
  });

  it('checks the caller’s own organisation: another one’s suspension does not stop it', async () => {
    const token = as('importer@demo.az');
    suspendOrganization(demoOrganization('LOGISTIC'));
    expect((await createDraft(token, emptyDraft)).status).toBe(201);
  });

  it('checks the role before the suspension: a suspended carrier on an importer’s write gets the permission message', async () => {
    const token = as('carrier@demo.az');
    suspendOrganization(demoOrganization('LOGISTIC'));
    const result = await createDraft(token, emptyDraft);
    expect(result).toEqual({ status: 403, body: { message: MESSAGES.forbiddenRole } });
  });
});

describe('reading and checking a body (readBody)', () => {
  it('answers 400 with the validation message and no field errors to a body that is not JSON', async () => {
    const token = as('importer@demo.az');
    for (const body of ['{"step": 0,', 'step=0', '']) {
      const result = await createDraft(token, body);
      expect(result).toEqual({ status: 400, body: { message: MESSAGES.validation } });
    }
  });

  it('answers 400 with one error per failing field, named by its path', async () => {
    const token = as('importer@demo.az');
    const result = await createDraft(token, JSON.stringify({ step: -1, values: 'none' }));
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(MESSAGES.validation);
    const errors = result.body.errors as Record<string, string>;
    expect(Object.keys(errors).sort()).toEqual(['step', 'values']);
    expect(errors.step).toEqual(expect.any(String));
    expect(errors.values).toEqual(expect.any(String));
  });

  it('names a nested field by its dotted path and keeps the first message of a field with two problems', async () => {
    const token = as('importer@demo.az');
    const draft = givenInquiry({ status: 'draft' });
    const place = {
      countryId: 1,
      city: 'Baku',
      address: 'AZ1000',
      date: '2099-01-01',
      locationType: 'factory_warehouse',
    };
    const result = await call(token, 'POST', endpoints.inquiries.submit(draft.id), {
      sendTo: 'ALL_CARRIERS',
      carrierIds: [],
      pickup: { ...place, city: '   ' },
      delivery: place,
      shipmentMode: 'RAIL',
      commodityType: 'others',
      readiness: 'ready',
      description: 'Boxes',
      incoterms: 'FCA',
      goods: [
        {
          packageType: 'boxes_crates',
          weight: 10,
          length: 10,
          width: 10,
          height: 10,
          quantity: -1.5,
          dangerous: false,
          stackable: false,
        },
      ],
      uploadedFilesId: { packageListId: '', certificateOfOriginId: '', msdsCertificateId: '' },
    });
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({
      'pickup.city': 'common:text.field_required',
      'goods.0.quantity': 'inquiries:validation.positive',
    });
  });

  it('files a problem with the body as a whole under "_"', async () => {
    const token = as('importer@demo.az');
    for (const body of ['[]', '"draft"', '42', 'null']) {
      const result = await createDraft(token, body);
      expect(result.status).toBe(400);
      expect(result.body.message).toBe(MESSAGES.validation);
      expect(Object.keys(result.body.errors as object)).toEqual(['_']);
    }
  });

  it('takes a body that passes its schema', async () => {
    const token = as('importer@demo.az');
    const result = await createDraft(token, JSON.stringify({ step: 2, values: { notes: 'x' } }));
    expect(result.status).toBe(201);
    expect(result.body.draft).toEqual({ step: 2, values: { notes: 'x' } });
  });
});

describe('the message in the caller’s language (Accept-Language)', () => {
  const noToken = (language?: string) =>
    ownOrganization(language === undefined ? {} : { 'Accept-Language': language });

  it('answers in Azerbaijani, English or Russian as asked', async () => {
    expect((await noToken('az')).body).toEqual({ message: 'Sessiyanın vaxtı bitib. Yenidən daxil olun.' });
    expect((await noToken('en')).body).toEqual({ message: MESSAGES.unauthorized });
    expect((await noToken('ru')).body).toEqual({ message: 'Сессия истекла. Войдите снова.' });
  });

  it('reads the language from the first tag of a full Accept-Language header', async () => {
    expect((await noToken('en-US,en;q=0.9')).body.message).toBe(MESSAGES.unauthorized);
    expect((await noToken('ru-RU,ru;q=0.9,en;q=0.8')).body.message).toBe('Сессия истекла. Войдите снова.');
  });

  it('answers in Azerbaijani to a language it does not have or to no header at all', async () => {
    const azerbaijani = 'Sessiyanın vaxtı bitib. Yenidən daxil olun.';
    expect((await noToken('de')).body.message).toBe(azerbaijani);
    expect((await noToken('tr-TR')).body.message).toBe(azerbaijani);
    expect((await noToken()).body.message).toBe(azerbaijani);
  });

  it('translates every kind of refusal: role, suspension and validation', async () => {
    const importer = as('importer@demo.az');
    expect((await call(importer, 'GET', endpoints.organization.list, undefined, 'ru')).body.message).toBe(
      'У вас нет прав на это действие.',
    );
    expect((await createDraft(importer, '{', 'az')).body.message).toBe(
      'Məlumatlar yanlışdır. Xanaları yoxlayın.',
    );
    suspendOrganization(demoOrganization('IMPORTER'));
    expect((await createDraft(importer, emptyDraft, 'ru')).body.message).toBe(
      'Ваша организация временно приостановлена. Обратитесь в поддержку.',
    );
  });
});

describe('handle: the answer of a handler', () => {
  it('passes a handler’s own answer through with its status', async () => {
    const result = await createDraft(as('importer@demo.az'), emptyDraft);
    expect(result.status).toBe(201);
    expect(result.body.id).toEqual(expect.any(Number));
  });

  it('turns an unexpected failure into 500 "Internal server error" and logs it', async () => {
    const logged = expectConsoleError(/Demo backend failure/);
    const broken = givenInquiry({ documents: null as unknown as InquiryRecord['documents'] });
    const result = await call(as('importer@demo.az'), 'GET', endpoints.inquiries.one(broken.id));
    expect(result).toEqual({ status: 500, body: { message: 'Internal server error' } });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toBe('Demo backend failure');
    expect(logged.mock.calls[0]![1]).toBeInstanceOf(TypeError);
  });
});
