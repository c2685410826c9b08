import { toApiDate } from '@/lib/dates';
import {
  demoOrganization,
  givenInquiry,
  suspendOrganization,
  wholeInquiryInput,
} from '@tests/utils/factories';
import { TEST_SEED_SIZE } from '@tests/utils/seed-size';
import { readDb } from './db/db';
import { createSeed } from './db/seed';
import { FIRST_GENERATED_ID, GENERATED_INQUIRY_COUNT } from './db/seed-inquiries';

// The demo backend's inquiry rules, over its HTTP surface.

const base = 'http://localhost:3000/api';

async function tokenFor(email: string) {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo1234!' }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const call = async (token: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
};

// The local (Baku) day, as the backend takes it: the UTC day is a day behind from 00:00 to 04:00.
const future = (days: number) => toApiDate(Date.now() + days * 86_400_000);

const validInput = () => wholeInquiryInput(future(3), future(12));

describe('demo backend: inquiries', () => {
  it('seeds 10,000 generated inquiries besides the hand-written ones (Vitest asks for fewer)', () => {
    expect(GENERATED_INQUIRY_COUNT).toBe(10_000);
    const seed = createSeed(Date.now());
    expect(seed.inquiries.filter((i) => i.id >= FIRST_GENERATED_ID)).toHaveLength(10_000);
    expect(seed.generatedCount).toBe(10_000);
    const generated = readDb().inquiries.filter((i) => i.id >= FIRST_GENERATED_ID);
    expect(generated).toHaveLength(TEST_SEED_SIZE.inquiries);
  });

  it('lists an importer’s own inquiries only, filtered and paged on the server', async () => {
    const token = await tokenFor('importer@demo.az');
    const { body } = await call(token, 'GET', '/inquiries?page=0&size=10&tab=general&mode=SEA');
    const content = body.content as Array<{ organizationId: number; shipmentMode: string }>;
    expect(content).toHaveLength(10);
    const own = demoOrganization('IMPORTER').id;
    expect(content.every((i) => i.organizationId === own && i.shipmentMode === 'SEA')).toBe(true);
    expect(body.totalElements as number).toBeGreaterThan(10);
  });

  it('creates a draft, saves it, and submits it after validating the whole inquiry', async () => {
    const token = await tokenFor('importer@demo.az');
    const created = await call(token, 'POST', '/inquiries', { step: 1, values: { sendTo: 'ALL_CARRIERS' } });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('draft');
    const id = created.body.id as number;

    const saved = await call(token, 'PUT', `/inquiries/${id}`, {
      step: 3,
      values: { sendTo: 'ALL_CARRIERS', notes: 'x' },
    });
    expect((saved.body.draft as { step: number }).step).toBe(3);

    const bad = await call(token, 'POST', `/inquiries/${id}/submit`, {
      ...validInput(),
      delivery: { ...validInput().delivery, date: future(1) },
    });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as Record<string, string>)['delivery.date']).toBe(
      'inquiries:validation.deliveryBeforePickup',
    );

    const sent = await call(token, 'POST', `/inquiries/${id}/submit`, validInput());
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('active');
    expect(sent.body.draft).toBeNull();

    const again = await call(token, 'PUT', `/inquiries/${id}`, { step: 0, values: {} });
    expect(again.status).toBe(409);
  });

  it('refuses a pick-up date in the past and a pallet row without its pallet type', async () => {
    const token = await tokenFor('importer@demo.az');
    const { body } = await call(token, 'POST', '/inquiries', { step: 0, values: {} });
    const input = validInput();
    const result = await call(token, 'POST', `/inquiries/${body.id as number}/submit`, {
      ...input,
      pickup: { ...input.pickup, date: '2020-01-01' },
      goods: [{ ...input.goods[0], palletType: null }],
    });
    const errors = result.body.errors as Record<string, string>;
    expect(errors['pickup.date']).toBe('inquiries:validation.dateInPast');
    expect(errors['goods.0.palletType']).toBe('inquiries:validation.palletType');
  });

  it('shows carriers only open inquiries and hides drafts from them', async () => {
    const token = await tokenFor('carrier@demo.az');
    const { body } = await call(token, 'GET', '/bids/inquiries?page=0&size=50');
    const statuses = new Set((body.content as Array<{ status: string }>).map((i) => i.status));
    expect(
      [...statuses].every((s) =>
        [
          'active',
          'pending',
          'under_review',
          'in_progress',
          'delivered',
          'completed',
          'approved',
          'awarded',
        ].includes(s),
      ),
    ).toBe(true);
    expect(statuses.has('draft')).toBe(false);
    const draft = readDb().inquiries.find((i) => i.status === 'draft')!;
    expect((await call(token, 'GET', `/bids/inquiry/${draft.id}`)).status).toBe(404);
  });

  it('lets only an admin set a status, with a reason for on hold', async () => {
    const { id } = givenInquiry();
    const importer = await tokenFor('importer@demo.az');
    expect(
      (await call(importer, 'PUT', `/inquiries/${id}/status`, { status: 'on_hold', reason: 'x' })).status,
    ).toBe(403);
    const admin = await tokenFor('admin@demo.az');
    expect((await call(admin, 'PUT', `/inquiries/${id}/status`, { status: 'on_hold' })).status).toBe(400);
    const done = await call(admin, 'PUT', `/inquiries/${id}/status`, {
      status: 'on_hold',
      reason: 'Awaiting licence',
    });
    expect(done.body).toMatchObject({ status: 'on_hold', statusReason: 'Awaiting licence' });
  });

  it('refuses every write of a suspended organisation with a message naming the suspension', async () => {
    const token = await tokenFor('importer@demo.az');
    suspendOrganization(demoOrganization('IMPORTER'));
    const result = await call(token, 'POST', '/inquiries', { step: 0, values: {} });
    expect(result.status).toBe(403);
    expect(result.body.message).toMatch(/suspended/);
  });

  it('keeps a changed generated inquiry across a reload of the database, and not the untouched ones', async () => {
    const admin = await tokenFor('admin@demo.az');
    const id = FIRST_GENERATED_ID + 7;
    await call(admin, 'PUT', `/inquiries/${id}/status`, { status: 'archived' });
    const saved = JSON.parse(localStorage.getItem('yukbirja-demo-db')!) as {
      inquiries: Array<{ id: number; status: string }>;
    };
    expect(saved.inquiries.find((i) => i.id === id)?.status).toBe('archived');
    expect(saved.inquiries.length).toBeLessThan(100);
  });

  it('accepts an upload within the limits and refuses the wrong type', async () => {
    const token = await tokenFor('importer@demo.az');
    const upload = async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      form.append('fileName', file.name);
      const response = await fetch(`${base}/attachments`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const ok = await upload(new File(['%PDF-1.4 demo'], 'packing-list.pdf', { type: 'application/pdf' }));
    expect(ok.status).toBe(201);
    expect(ok.body.name).toBe('packing-list.pdf');
    const download = await fetch(`${base}/attachments/download/${ok.body.id as string}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('application/pdf');
    const wrong = await upload(new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }));
    expect(wrong.status).toBe(415);
    expect(wrong.body.message).toMatch(/PDF, JPG, PNG, XLSX or DOCX/);
  });
});
