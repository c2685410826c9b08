import { endpoints } from '@/config/endpoints';
import { DEADLINE_NOTICE_HOURS } from '@/config/limits';
import {
  bidTermsInput,
  demoOrganization,
  demoUser,
  givenBid,
  givenInquiry,
  givenMember,
  givenWonBid,
  mailInput,
  organizationNamed,
} from '@tests/utils/factories';
import { readDb } from './db/db';
import { demoOutbox } from './handlers/auth';
import { call, tokenFor } from './test-api';
import { confirmPayment, startPayment } from '@tests/utils/backend-rules';

// Notifications as the demo backend rules them (docs/api.md 'Notifications'): who hears of
// what, once; the unread count the bell polls; marking read; and each user's channels per topic.

const HOUR = 3_600_000;
const path = endpoints.notifications;

type Row = Record<string, unknown> & { id: number; topic: string; read: boolean };
const list = async (token: string, query = '') =>
  (await call(token, 'GET', `${path.list}?size=100${query}`)).body.content as Row[];
const unread = async (token: string) => (await call(token, 'GET', path.unreadCount)).body.count as number;
const newest = async (token: string) => (await list(token))[0];
const ofTopic = (userId: number, topic: string) =>
  readDb().notifications.filter((n) => n.userId === userId && n.topic === topic);

describe('who hears of what', () => {
  it('tells every member of the importer of a new bid, with the carrier, amount and inquiry', async () => {
    const [importer, carrier] = await Promise.all([
      tokenFor('importer@demo.az'),
      tokenFor('carrier@demo.az'),
    ]);
    const inquiry = givenInquiry();
    const colleague = givenMember({ organizationId: demoOrganization('IMPORTER').id, status: 'ACTIVE' });
    const before = await unread(importer);
    const carrierBefore = await unread(carrier);
    expect(
      (await call(carrier, 'POST', '/bids/create', { inquiryId: inquiry.id, ...bidTermsInput(1850) })).status,
    ).toBe(201);
    expect(await unread(importer)).toBe(before + 1);
    expect(await newest(importer)).toMatchObject({
      topic: 'NEW_BID',
      read: false,
      inquiryId: inquiry.id,
      inquiryCode: inquiry.inquiryCode,
      organizationName: demoOrganization('LOGISTIC').organizaName,
      value: 1850,
      currency: 'USD',
    });
    expect(ofTopic(colleague.id, 'NEW_BID').map((n) => n.inquiryId)).toEqual([inquiry.id]);
    // The carrier that bid hears nothing of its own bid.
    expect(await unread(carrier)).toBe(carrierBefore);
  });

  it('tells the chosen carrier it won and the others they lost; a rejection is its own', async () => {
    const [importer, carrier] = await Promise.all([
      tokenFor('importer@demo.az'),
      tokenFor('carrier@demo.az'),
    ]);
    const silkWay = organizationNamed('Silk Way Cargo');
    const silkWayUser = readDb().users.find((u) => u.organizationId === silkWay.id)!;
    const inquiry = givenInquiry();
    const mine = givenBid({ inquiryId: inquiry.id, value: 900 });
    // The winner's other bid, and two of a competitor's: each loses, each carrier is told once.
    givenBid({ inquiryId: inquiry.id, value: 950 });
    givenBid({ inquiryId: inquiry.id, organizationId: silkWay.id });
    givenBid({ inquiryId: inquiry.id, organizationId: silkWay.id });
    const carrierUnread = await unread(carrier);
    expect((await call(importer, 'PUT', `/bids/approve/${mine.bidId}`)).status).toBe(200);
    expect(await unread(carrier)).toBe(carrierUnread + 1);
    expect(await newest(carrier)).toMatchObject({
      topic: 'BID_ACCEPTED',
      bidId: mine.bidId,
      bidStatus: 'APPROVED',
      organizationName: demoOrganization('IMPORTER').organizaName,
      value: 900,
    });
    expect(ofTopic(silkWayUser.id, 'BID_REJECTED').filter((n) => n.inquiryId === inquiry.id)).toEqual([
      expect.objectContaining({ bidStatus: 'LOST' }),
    ]);

    const other = givenInquiry();
    const turnedDown = givenBid({ inquiryId: other.id });
    expect((await call(importer, 'PUT', `/bids/reject/${turnedDown.key}`)).status).toBe(200);
    expect(await newest(carrier)).toMatchObject({
      topic: 'BID_REJECTED',
      bidStatus: 'REJECTED',
      inquiryId: other.id,
    });
  });

  it(`warns of a deadline ${DEADLINE_NOTICE_HOURS} hours ahead, once, and not a minute sooner`, async () => {
    const importer = await tokenFor('importer@demo.az');
    const carrierUser = demoUser('LOGISTIC');
    const near = givenInquiry({
      biddingClosesAt: new Date(Date.now() + DEADLINE_NOTICE_HOURS * HOUR - 60_000).toISOString(),
    });
    const far = givenInquiry({
      biddingClosesAt: new Date(Date.now() + DEADLINE_NOTICE_HOURS * HOUR + 60_000).toISOString(),
    });
    givenBid({ inquiryId: near.id });
    givenBid({ inquiryId: far.id });
    await list(importer);
    await list(importer);
    const warned = (userId: number) => ofTopic(userId, 'DEADLINE_SOON').map((n) => n.inquiryId);
    expect(warned(demoUser('IMPORTER').id).filter((id) => id === near.id || id === far.id)).toEqual([
      near.id,
    ]);
    expect(warned(carrierUser.id).filter((id) => id === near.id || id === far.id)).toEqual([near.id]);
    expect((await newest(importer))?.closesAt).toBe(near.biddingClosesAt);
  });

  it('tells the importer when bidding closes, with how many bids wait', async () => {
    const importer = await tokenFor('importer@demo.az');
    const inquiry = givenInquiry({ biddingClosesAt: new Date(Date.now() - 1000).toISOString() });
    givenBid({ inquiryId: inquiry.id });
    const rows = await list(importer);
    expect(rows.find((n) => n.topic === 'BIDDING_CLOSED' && n.inquiryId === inquiry.id)).toMatchObject({
      bidCount: 1,
      read: false,
    });
  });

  it('tells the carrier how its payment went, failed and succeeded', async () => {
    const carrier = await tokenFor('carrier@demo.az');
    givenWonBid(2000, 'TRY');
    const started = await startPayment(carrier, 'TRY');
    await confirmPayment(carrier, started.body.id, '4000000000000002');
    expect(await newest(carrier)).toMatchObject({
      topic: 'PAYMENT_RESULT',
      paymentStatus: 'failed',
      currency: 'TRY',
    });
    const again = await startPayment(carrier, 'TRY');
    await confirmPayment(carrier, again.body.id, '4242424242424242');
    expect(await newest(carrier)).toMatchObject({
      topic: 'PAYMENT_RESULT',
      paymentStatus: 'succeeded',
      value: again.body.amount,
    });
  });

  it('tells the organisation a message is for, with its sender and subject', async () => {
    const [importer, carrier] = await Promise.all([
      tokenFor('importer@demo.az'),
      tokenFor('carrier@demo.az'),
    ]);
    const sent = await call(
      importer,
      'POST',
      '/mail',
      mailInput(demoOrganization('LOGISTIC').id, { subject: 'Yükləmə vaxtı', bodyHtml: '<p>Salam</p>' }),
    );
    expect(sent.status).toBe(201);
    expect(await newest(carrier)).toMatchObject({
      topic: 'NEW_MAIL',
      mailId: sent.body.id,
      subject: 'Yükləmə vaxtı',
      organizationName: demoOrganization('IMPORTER').organizaName,
    });
  });
});

describe('reading', () => {
  it('lists newest first, unread alone on asking, and marks some or all read', async () => {
    const importer = await tokenFor('importer@demo.az');
    const all = await list(importer);
    const times = all.map((n) => String(n.createdAt));
    expect(times).toEqual([...times].sort().reverse());
    const unreadRows = await list(importer, '&unread=true');
    expect(unreadRows.length).toBeGreaterThan(1);
    expect(unreadRows.every((n) => !n.read)).toBe(true);
    expect(await unread(importer)).toBe(unreadRows.length);

    const one = await call(importer, 'POST', path.read, { ids: [unreadRows[0]!.id] });
    expect(one.body).toEqual({ count: unreadRows.length - 1 });
    const left = await call(importer, 'POST', path.read, { all: true });
    expect(left.body).toEqual({ count: 0 });
    expect(await list(importer, '&unread=true')).toEqual([]);
  });

  it('marks only the caller’s own, and takes 100 ids at once but not 101 or none', async () => {
    const [importer, carrier] = await Promise.all([
      tokenFor('importer@demo.az'),
      tokenFor('carrier@demo.az'),
    ]);
    const carriers = await list(carrier, '&unread=true');
    expect(carriers.length).toBeGreaterThan(0);
    const ids = (n: number) => Array.from({ length: n }, (_, k) => carriers[k % carriers.length]!.id);
    expect((await call(importer, 'POST', path.read, { ids: ids(100) })).status).toBe(200);
    expect(await unread(carrier)).toBe(carriers.length);
    expect((await call(importer, 'POST', path.read, { ids: ids(101) })).status).toBe(400);
    expect((await call(importer, 'POST', path.read, { ids: [] })).status).toBe(400);
  });

  it('is not for an admin', async () => {
    const admin = await tokenFor('admin@demo.az');
    expect((await call(admin, 'GET', path.unreadCount)).status).toBe(403);
    expect((await call(admin, 'GET', path.settings)).status).toBe(403);
  });
});

describe('channels', () => {
  it('starts with the role’s topics: all in the app, by email what decides money or work', async () => {
    const [importer, carrier] = await Promise.all([
      tokenFor('importer@demo.az'),
      tokenFor('carrier@demo.az'),
    ]);
    expect((await call(importer, 'GET', path.settings)).body.topics).toEqual([
      { topic: 'NEW_BID', inApp: true, email: false },
      { topic: 'DEADLINE_SOON', inApp: true, email: false },
      { topic: 'BIDDING_CLOSED', inApp: true, email: true },
      { topic: 'NEW_MAIL', inApp: true, email: false },
    ]);
    expect(
      ((await call(carrier, 'GET', path.settings)).body.topics as Array<{ topic: string }>).map(
        (t) => t.topic,
      ),
    ).toEqual(['BID_ACCEPTED', 'BID_REJECTED', 'DEADLINE_SOON', 'PAYMENT_RESULT', 'NEW_MAIL']);
  });

  it('follows the user’s choice: off in the app lists nothing, on by email sends a mail', async () => {
    const [importer, carrier] = await Promise.all([
      tokenFor('importer@demo.az'),
      tokenFor('carrier@demo.az'),
    ]);
    const saved = await call(importer, 'PUT', path.settings, {
      topics: [{ topic: 'NEW_BID', inApp: false, email: true }],
    });
    expect(saved.status).toBe(200);
    expect((saved.body.topics as unknown[])[0]).toEqual({ topic: 'NEW_BID', inApp: false, email: true });
    const before = await unread(importer);
    const mailed = demoOutbox.length;
    const inquiry = givenInquiry();
    await call(carrier, 'POST', '/bids/create', { inquiryId: inquiry.id, ...bidTermsInput(700) });
    expect(await unread(importer)).toBe(before);
    expect(demoOutbox.slice(mailed)).toContainEqual(
      expect.objectContaining({
        to: 'importer@demo.az',
        subject: `YükBirja: NEW_BID · ${inquiry.inquiryCode}`,
      }),
    );
  });

  it('refuses a topic that is not the role’s', async () => {
    const importer = await tokenFor('importer@demo.az');
    const refused = await call(importer, 'PUT', path.settings, {
      topics: [{ topic: 'PAYMENT_RESULT', inApp: false, email: false }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'topics.0.topic': 'notifications:validation.foreignTopic' });
    expect(readDb().notificationSettings).toEqual([]);
  });
});
