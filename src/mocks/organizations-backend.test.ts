import { demoOrganization, demoUser, suspendOrganization } from '@tests/utils/factories';
import { readDb } from './db/db';
import { call, login, tokenFor } from './test-api';

// The demo backend's organisation, member, profile and activity rules (docs/api.md).

const ownEdit = {
  organizaName: 'Bakı Ticarət MMC',
  orgRegNumber: '1403567821',
  phoneNumber: '+994501234567',
  countryCode: 1,
  orgOfficialMail: 'someone@else.az',
};

describe('organisations backend', () => {
  it('edits the own organisation: phone pattern enforced, official email kept', async () => {
    const importer = await tokenFor('importer@demo.az');
    const bad = await call(importer, 'PUT', '/organization', { ...ownEdit, phoneNumber: '+0123' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ phoneNumber: 'common:text.field_required' });
    const saved = await call(importer, 'PUT', '/organization', ownEdit);
    expect(saved.body).toMatchObject({
      phoneNumber: '+994501234567',
      orgOfficialMail: 'info@bakiticaret.az',
    });
    expect(saved.body).not.toHaveProperty('carrierProfile');
  });

  it('lets an admin edit through the path of the type, suspend with a reason and lift it', async () => {
    const admin = await tokenFor('admin@demo.az');
    const xezer = demoOrganization('LOGISTIC').id;
    const edit = {
      ...ownEdit,
      organizaName: 'Xəzər Logistika',
      orgOfficialMail: 'ops@xezer.az',
      activity: 'Road',
    };
    expect((await call(admin, 'PUT', `/organization/${xezer}`, edit)).status).toBe(409);
    expect((await call(admin, 'PUT', `/logistic/organization/${xezer}`, edit)).body).toMatchObject({
      organizaName: 'Xəzər Logistika',
    });
    const noReason = await call(admin, 'PUT', `/organization/${xezer}/suspension`, {
      suspended: true,
      reason: ' ',
      until: null,
    });
    expect(noReason.status).toBe(400);
    await call(admin, 'PUT', `/organization/${xezer}/suspension`, {
      suspended: true,
      reason: 'Unpaid',
      until: null,
    });
    const carrier = await tokenFor('carrier@demo.az');
    const refused = await call(carrier, 'PUT', '/logistic/profile', {});
    expect(refused.status).toBe(403);
    expect(String(refused.body.message)).toMatch(/suspended/);
    const suspendedList = await call(admin, 'GET', '/organizations?status=suspended&size=50');
    expect((suspendedList.body.content as Array<{ id: number }>).map((o) => o.id)).toContain(xezer);
    await call(admin, 'PUT', `/organization/${xezer}/suspension`, {
      suspended: false,
      reason: '',
      until: null,
    });
    expect(demoOrganization('LOGISTIC').suspended).toBe(false);
  });

  it('ends a temporary suspension after its last day', async () => {
    suspendOrganization(demoOrganization('LOGISTIC'), { reason: 'x', until: new Date(2000, 0, 1) });
    const carrier = await tokenFor('carrier@demo.az');
    const me = await call(carrier, 'GET', '/users/me');
    expect(me.body.suspended).toBe(false);
  });
});

describe('members backend', () => {
  it('adds a member who signs in with the temporary password and becomes active', async () => {
    const importer = await tokenFor('importer@demo.az');
    const member = {
      name: 'Nərmin',
      surname: 'Qasımova',
      email: 'nermin@bakiticaret.az',
      temporaryPassword: 'Temp-1234',
    };
    const short = await call(importer, 'POST', '/organization/members', {
      ...member,
      name: 'Nə',
      temporaryPassword: '123',
    });
    expect(short.body.errors).toEqual({
      name: 'validation:nameMin',
      temporaryPassword: 'validation:passwordMin',
    });
    const added = await call(importer, 'POST', '/organization/members', member);
    expect(added.status).toBe(201);
    expect(added.body.status).toBe('INVITED');
    const again = await call(importer, 'POST', '/organization/members', member);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A member with this email is already in your organisation.');
    const other = await call(importer, 'POST', '/organization/members', {
      ...member,
      email: 'carrier@demo.az',
    });
    expect(other.body.message).toBe('This email belongs to a user of another organisation.');
    expect((await login(member.email, member.temporaryPassword)).status).toBe(200);
    expect(readDb().users.find((u) => u.email === member.email)!.status).toBe('ACTIVE');
  });

  it('edits and deactivates a member, never oneself, and hides other organisations’ people', async () => {
    const importer = await tokenFor('importer@demo.az');
    const list = await call(importer, 'GET', '/organization/members');
    const rows = list.body.content as Array<{ id: number; isSelf: boolean; email: string }>;
    const own = demoOrganization('IMPORTER').id;
    expect(rows.every((r) => readDb().users.find((u) => u.id === r.id)!.organizationId === own)).toBe(true);
    const self = rows.find((r) => r.isSelf)!;
    const colleague = rows.find((r) => !r.isSelf)!;
    expect(
      (await call(importer, 'PUT', `/organization/members/${self.id}/status`, { status: 'DEACTIVATED' }))
        .status,
    ).toBe(409);
    const updated = await call(importer, 'PUT', `/organization/members/${colleague.id}`, {
      name: 'Rəşad',
      surname: 'Quliyevv',
      email: colleague.email,
    });
    expect(updated.body.surname).toBe('Quliyevv');
    await call(importer, 'PUT', `/organization/members/${colleague.id}/status`, { status: 'DEACTIVATED' });
    expect((await login(colleague.email)).status).toBe(403);
    const stranger = demoUser('LOGISTIC').id;
    expect((await call(importer, 'GET', `/organization/members/${stranger}`)).status).toBe(404);
  });
});

describe('profile backend', () => {
  it('changes the password: wrong current, too short and same are refused; new tokens come back', async () => {
    const token = await tokenFor('importer@demo.az');
    const wrong = await call(token, 'PUT', '/users/me/password', {
      currentPassword: 'nope',
      newPassword: 'NewPass-99',
      confirmPassword: 'NewPass-99',
    });
    expect(wrong.body.errors).toEqual({ currentPassword: 'The current password is incorrect.' });
    const short = await call(token, 'PUT', '/users/me/password', {
      currentPassword: 'Demo1234!',
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(short.body.errors).toEqual({ newPassword: 'validation:passwordMin' });
    const done = await call(token, 'PUT', '/users/me/password', {
      currentPassword: 'Demo1234!',
      newPassword: 'NewPass-99',
      confirmPassword: 'NewPass-99',
    });
    expect(done.body).toHaveProperty('accessToken');
    expect((await login('importer@demo.az', 'NewPass-99')).status).toBe(200);
    expect((await login('importer@demo.az')).status).toBe(401);
  });

  it('updates name and surname', async () => {
    const token = await tokenFor('carrier@demo.az');
    const me = await call(token, 'PUT', '/users/me', { name: 'Elvin', surname: 'Həsənli' });
    expect(me.body).toMatchObject({ surname: 'Həsənli', organizationType: 'LOGISTIC' });
  });
});

describe('activities backend', () => {
  it('gathers the organisation’s inquiries, bids, members and payments, filterable by person and date', async () => {
    const carrier = await tokenFor('carrier@demo.az');
    const all = await call(carrier, 'GET', '/organization/activities?size=100');
    const rows = all.body.content as Array<{ type: string; at: string; actor: { id: number } | null }>;
    const pays = readDb().transactions.some((t) => t.organizationId === demoOrganization('LOGISTIC').id);
    expect(new Set(rows.map((r) => r.type))).toEqual(
      new Set(['bid_placed', 'member_added', ...(pays ? ['payment'] : [])]),
    );
    const dates = rows.map((r) => r.at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const person = demoUser('LOGISTIC').id;
    const byPerson = await call(carrier, 'GET', `/organization/activities?userId=${person}&size=100`);
    expect((byPerson.body.content as typeof rows).every((r) => r.actor?.id === person)).toBe(true);
    const none = await call(
      carrier,
      'GET',
      '/organization/activities?startDate=2000-01-01&endDate=2000-01-02',
    );
    expect(none.body.totalElements).toBe(0);
  });
});
