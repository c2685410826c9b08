import { demoOrganization, mailInput, organizationNamed, routeOfferInput } from '@tests/utils/factories';
import { readDb } from './db/db';
import { call, tokenFor } from './test-api';

// The demo backend's mail, statistics and routes (docs/api.md).

describe('mail backend', () => {
  it('sends to a contact, counts it unread for the recipient and marks it read when opened', async () => {
    const importer = await tokenFor('importer@demo.az');
    const xezer = demoOrganization('LOGISTIC').id;
    const contacts = (await call(importer, 'GET', '/mail/contacts')).body as unknown as Array<{ id: number }>;
    expect(contacts.map((c) => c.id)).toContain(xezer);
    const stranger = await call(
      importer,
      'POST',
      '/mail',
      mailInput(organizationNamed('Caspian Retail Group').id, { subject: 'Hi' }),
    );
    expect(stranger.status).toBe(403);
    const sent = await call(
      importer,
      'POST',
      '/mail',
      mailInput(xezer, {
        subject: 'Pallet count',
        bodyHtml: '<p>We have <b>33</b> pallets.</p><img src=x onerror="alert(1)">',
      }),
    );
    expect(sent.status).toBe(201);
    const carrier = await tokenFor('carrier@demo.az');
    const before = (await call(carrier, 'GET', '/mail/unread-count')).body.count as number;
    const inbox = await call(carrier, 'GET', '/mail?folder=inbox&search=pallet');
    const [row] = inbox.body.content as Array<{ id: number; read: boolean; snippet: string }>;
    expect(row).toMatchObject({ id: sent.body.id, read: false, snippet: 'We have 33 pallets.' });
    const opened = await call(carrier, 'GET', `/mail/${row!.id}`);
    expect(opened.body.folder).toBe('inbox');
    // Stored as sent: sanitising is the reader's job (src/lib/safe-html.ts).
    expect(opened.body.bodyHtml).toContain('onerror');
    expect((await call(carrier, 'GET', '/mail/unread-count')).body.count).toBe(before - 1);
    const sentFolder = await call(importer, 'GET', '/mail?folder=sent');
    expect((sentFolder.body.content as Array<{ id: number }>).map((m) => m.id)).toContain(sent.body.id);
    const other = await tokenFor('kamran@genceaqro.az');
    expect((await call(other, 'GET', `/mail/${row!.id}`)).status).toBe(404);
  });
});

describe('statistics backend', () => {
  it('answers each role its figures, by day for a short range and by month for a long one', async () => {
    const importer = await tokenFor('importer@demo.az');
    const short = await call(importer, 'GET', '/statistics?startDate=2026-11-01&endDate=2026-11-10');
    expect(short.body).toMatchObject({ role: 'IMPORTER', granularity: 'day' });
    expect(short.body.inquiriesByStatus as unknown[]).toHaveLength(10);
    const long = await call(importer, 'GET', '/statistics');
    expect(long.body.granularity).toBe('month');
    const carrier = await tokenFor('carrier@demo.az');
    const c = await call(carrier, 'GET', '/statistics');
    const totals = c.body.totals as { placed: number };
    expect(totals.placed).toBe(
      readDb().bids.filter((b) => b.organizationId === demoOrganization('LOGISTIC').id).length,
    );
    const admin = await tokenFor('admin@demo.az');
    const a = await call(admin, 'GET', '/statistics');
    expect(a.body.role).toBe('ADMIN');
    expect((a.body.topLanes as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('routes backend', () => {
  it('derives the importer’s lanes and lets a carrier publish, edit and withdraw a route offer', async () => {
    const importer = await tokenFor('importer@demo.az');
    const lanes = (await call(importer, 'GET', '/routes/lanes')).body as unknown as Array<{
      inquiries: number;
    }>;
    expect(lanes.length).toBeGreaterThan(0);
    expect(lanes[0]!.inquiries).toBeGreaterThanOrEqual(lanes.at(-1)!.inquiries);

    const carrier = await tokenFor('carrier@demo.az');
    const input = routeOfferInput({ notes: 'Ro-ro ferry' });
    const bad = await call(carrier, 'POST', '/route-offers', {
      ...input,
      validUntil: '2025-01-01',
      price: 0,
    });
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['price', 'validUntil']);
    const created = await call(carrier, 'POST', '/route-offers', input);
    expect(created.body).toMatchObject({ state: 'active', organizationName: 'Xəzər Logistika MMC' });
    const found = await call(importer, 'GET', '/route-offers?pickupCountryId=5&mode=SEA');
    expect((found.body.content as Array<{ id: number }>).map((o) => o.id)).toContain(created.body.id);
    const other = await tokenFor('mehmet@anadolunakliyat.com.tr');
    expect((await call(other, 'DELETE', `/route-offers/${created.body.id as number}`)).status).toBe(403);
    expect((await call(carrier, 'DELETE', `/route-offers/${created.body.id as number}`)).body.state).toBe(
      'withdrawn',
    );
    const after = await call(importer, 'GET', '/route-offers?pickupCountryId=5');
    expect((after.body.content as Array<{ id: number }>).map((o) => o.id)).not.toContain(created.body.id);
  });
});
