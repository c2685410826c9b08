import { endpoints } from '@/config/endpoints';
import { givenBid, givenInquiry, organizationOf, suspendOrganization } from '@tests/utils/factories';
import { readDb } from './db/db';
import { TRACKING_LINK_DAYS } from './handlers/tracking';
import { call } from './test-api';
import { freezeDateAt, tokenOf } from '@tests/utils/backend-rules';

// Tracking links as the demo backend rules them (handlers/tracking.ts): only the importer that owns a
// shipment with a chosen carrier makes one; one link is active at a time; the public read needs no
// session, names places in the asker's language and nothing private; a revoked or unknown link is
// 404 and an expired one 410, to the millisecond.

const START = new Date('2026-03-10T08:00:00Z');
freezeDateAt(START);

const as = tokenOf;
const importer = () => as('importer@demo.az');
const base = 'http://localhost:3000/api';

/** The public read, with no session at all. */
async function visit(token: string, language = 'en') {
  const response = await fetch(`${base}${endpoints.tracking(token)}`, {
    headers: { 'Accept-Language': language },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function shipment(status: 'in_progress' | 'active' = 'in_progress') {
  const inquiry = givenInquiry({ status });
  if (status === 'in_progress') givenBid({ inquiryId: inquiry.id, status: 'APPROVED' });
  return inquiry;
}

/** What the inquiry's log last recorded: making and revoking a link are both logged. */
const lastActivityOf = (id: number) =>
  readDb()
    .inquiries.find((i) => i.id === id)!
    .activity.at(-1)?.type;

async function makeLink(id: number) {
  const { status, body } = await call(importer(), 'POST', endpoints.inquiries.trackingLink(id));
  expect(status).toBe(201);
  return body as { token: string; createdAt: string; expiresAt: string };
}

describe('making a tracking link', () => {
  it('gives the owner a long random token that works for 90 days, and logs it', async () => {
    const inquiry = shipment();
    const link = await makeLink(inquiry.id);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(link.createdAt).toBe(START.toISOString());
    expect(Date.parse(link.expiresAt) - START.getTime()).toBe(TRACKING_LINK_DAYS * 86_400_000);
    const current = await call(importer(), 'GET', endpoints.inquiries.trackingLink(inquiry.id));
    expect(current).toEqual({ status: 200, body: link });
    expect(lastActivityOf(inquiry.id)).toBe('tracking_link_created');
  });

  it('answers no token before one is made', async () => {
    const inquiry = shipment();
    const { status, body } = await call(importer(), 'GET', endpoints.inquiries.trackingLink(inquiry.id));
    expect(status).toBe(200);
    expect(body.token).toBeNull();
  });

  it('retires the earlier link when a new one is made', async () => {
    const inquiry = shipment();
    const first = await makeLink(inquiry.id);
    const second = await makeLink(inquiry.id);
    expect(second.token).not.toBe(first.token);
    expect((await visit(first.token)).status).toBe(404);
    expect((await visit(second.token)).status).toBe(200);
  });

  it('is refused before a carrier is chosen, to another importer, to a carrier and while suspended', async () => {
    const open = shipment('active');
    const refusal = await call(importer(), 'POST', endpoints.inquiries.trackingLink(open.id));
    expect(refusal).toEqual({
      status: 409,
      body: { message: 'A tracking link can be made only once a carrier has been chosen for the shipment.' },
    });
    const inquiry = shipment();
    expect(
      (await call(as('kamran@genceaqro.az'), 'POST', endpoints.inquiries.trackingLink(inquiry.id))).status,
    ).toBe(404);
    expect(
      (await call(as('carrier@demo.az'), 'POST', endpoints.inquiries.trackingLink(inquiry.id))).status,
    ).toBe(403);
    suspendOrganization(organizationOf('importer@demo.az'));
    expect((await call(importer(), 'POST', endpoints.inquiries.trackingLink(inquiry.id))).status).toBe(403);
    expect(readDb().trackingLinks).toHaveLength(0);
  });
});

describe('the public read', () => {
  it('needs no session and shows the route in the asker’s language, the carrier and the steps', async () => {
    const inquiry = shipment();
    const { token } = await makeLink(inquiry.id);
    const ru = await visit(token, 'ru');
    expect(ru.status).toBe(200);
    expect(ru.body).toMatchObject({
      inquiryCode: inquiry.inquiryCode,
      status: 'in_progress',
      shipmentMode: 'RAIL',
      pickup: { city: 'Шанхай', countryName: 'Китай', date: inquiry.pickup!.date },
      delivery: { city: 'Баку', countryName: 'Азербайджан', date: inquiry.delivery!.date },
      carrierName: 'Xəzər Logistika MMC',
      steps: inquiry.steps,
    });
    expect((await visit(token, 'az')).body.pickup).toMatchObject({ city: 'Şanxay', countryName: 'Çin' });
  });

  it('tells nothing private: no price, address, goods, organisation or person', async () => {
    const inquiry = shipment();
    const { token } = await makeLink(inquiry.id);
    const { body } = await visit(token);
    expect(Object.keys(body).sort()).toEqual(
      [
        'carrierName',
        'delivery',
        'expiresAt',
        'inquiryCode',
        'pickup',
        'shipmentMode',
        'status',
        'steps',
        'updatedAt',
      ].sort(),
    );
    expect(Object.keys(body.pickup as object).sort()).toEqual(['city', 'countryName', 'date']);
    expect(JSON.stringify(body)).not.toMatch(
      /Shanghai industrial zone|Baku logistics centre|value|currency|Leyla|Məmmədova|@demo/,
    );
  });

  it('is 404 for an unknown token and for a revoked one, with the reason in the asker’s language', async () => {
    expect(await visit('no-such-token', 'az')).toEqual({
      status: 404,
      body: { message: 'Bu izləmə linki etibarsızdır.' },
    });
    const inquiry = shipment();
    const { token } = await makeLink(inquiry.id);
    const revoked = await fetch(`${base}${endpoints.inquiries.trackingLink(inquiry.id)}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${importer()}` },
    });
    expect(revoked.status).toBe(204);
    expect(await visit(token)).toEqual({
      status: 404,
      body: { message: 'This tracking link is not valid.' },
    });
    expect(
      (await call(importer(), 'GET', endpoints.inquiries.trackingLink(inquiry.id))).body.token,
    ).toBeNull();
    expect(lastActivityOf(inquiry.id)).toBe('tracking_link_revoked');
  });

  it('works up to the last millisecond before it expires, and is 410 from then on', async () => {
    const inquiry = shipment();
    const { token, expiresAt } = await makeLink(inquiry.id);
    vi.setSystemTime(Date.parse(expiresAt) - 1);
    expect((await visit(token)).status).toBe(200);
    vi.setSystemTime(Date.parse(expiresAt));
    expect(await visit(token)).toEqual({ status: 410, body: { message: 'This tracking link has expired.' } });
    // An expired link is no longer the shipment's link: the importer may make a new one.
    expect(
      (await call(importer(), 'GET', endpoints.inquiries.trackingLink(inquiry.id))).body.token,
    ).toBeNull();
  });
});
