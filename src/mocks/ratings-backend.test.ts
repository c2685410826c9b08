import { endpoints } from '@/config/endpoints';
import { RATING_EDIT_DAYS, TEXT_MAX } from '@/config/limits';
import {
  demoOrganization,
  givenBid,
  givenCompletedShipment,
  givenInquiry,
  givenRating,
  suspendOrganization,
} from '@tests/utils/factories';
import { readDb } from './db/db';
import { call } from './test-api';
import { tokenOf } from '@tests/utils/backend-rules';

// Ratings as the demo backend rules them (docs/api.md 'Ratings'): the importer rates the
// carrier of a shipment whose delivery it confirmed, 1 to 5 stars and a comment of at most 1000
// characters, once per shipment, changeable for 7 days; the carrier reads its own; the importer's
// bid list carries each carrier's average and count.

const DAY = 86_400_000;
const as = tokenOf;
const importer = () => as('importer@demo.az');
const carrier = () => as('carrier@demo.az');
const bare = (path: string) => path.replace(/^\/api(?=\/)/, '');
const rate = (inquiryId: number, body: unknown, token = importer(), language = 'en') =>
  call(token, 'PUT', bare(endpoints.inquiries.rating(inquiryId)), body, language);
const ratingOf = (inquiryId: number, token = importer()) =>
  call(token, 'GET', bare(endpoints.inquiries.rating(inquiryId)));
const ratingsOn = (inquiryId: number) => readDb().ratings.filter((r) => r.inquiryId === inquiryId);

afterEach(() => vi.useRealTimers());

describe('rating the carrier of a shipment', () => {
  it('is not offered, and refused, before the importer confirms delivery', async () => {
    const inquiry = givenInquiry({ status: 'delivered' });
    givenBid({ inquiryId: inquiry.id, status: 'DELIVERED' });
    expect((await ratingOf(inquiry.id)).body).toMatchObject({ rateable: false, rating: null });
    const refused = await rate(inquiry.id, { stars: 5, comment: '' }, importer(), 'az');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Daşıyıcını çatdırılmanı təsdiqlədikdən sonra qiymətləndirmək olar.');
    expect(ratingsOn(inquiry.id)).toHaveLength(0);
  });

  it('takes 1 and 5 stars and refuses 0, 6 and half a star', async () => {
    const { inquiry } = givenCompletedShipment();
    for (const stars of [0, 6, 4.5]) {
      const refused = await rate(inquiry.id, { stars, comment: '' });
      expect(refused.status, `${stars} stars`).toBe(400);
      expect(refused.body.errors).toEqual({ stars: 'ratings:validation.stars' });
    }
    expect(ratingsOn(inquiry.id)).toHaveLength(0);
    expect((await rate(inquiry.id, { stars: 1, comment: '' })).status).toBe(200);
    expect((await rate(inquiry.id, { stars: 5, comment: '' })).status).toBe(200);
  });

  it(`takes a comment of ${TEXT_MAX.ratingComment} characters and refuses one more`, async () => {
    const { inquiry } = givenCompletedShipment();
    const over = await rate(inquiry.id, { stars: 4, comment: 'a'.repeat(TEXT_MAX.ratingComment + 1) });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual({ comment: 'ratings:validation.tooLong' });
    const at = await rate(inquiry.id, { stars: 4, comment: 'a'.repeat(TEXT_MAX.ratingComment) });
    expect(at.status).toBe(200);
  });

  it('keeps one rating per shipment, for the carrier that delivered it, and answers it', async () => {
    const { inquiry } = givenCompletedShipment();
    const first = await rate(inquiry.id, { stars: 3, comment: '  Late by a day.  ' });
    expect(first.body).toMatchObject({
      rateable: true,
      carrierName: 'Xəzər Logistika MMC',
      rating: { stars: 3, comment: 'Late by a day.' },
    });
    const changed = await rate(inquiry.id, { stars: 4, comment: 'Late by a day, but careful.' });
    expect(changed.body).toMatchObject({ rating: { stars: 4, comment: 'Late by a day, but careful.' } });
    expect(ratingsOn(inquiry.id)).toEqual([
      expect.objectContaining({ stars: 4, carrierOrganizationId: demoOrganization('LOGISTIC').id }),
    ]);
    expect((await ratingOf(inquiry.id)).body).toEqual(changed.body);
  });

  it(`may be changed until ${RATING_EDIT_DAYS} days after it was given, and not from that moment`, async () => {
    const { inquiry } = givenCompletedShipment();
    const given = new Date('2026-03-10T08:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(given);
    await rate(inquiry.id, { stars: 3, comment: '' });
    expect((await ratingOf(inquiry.id)).body.editableUntil).toBe(
      new Date(given.getTime() + RATING_EDIT_DAYS * DAY).toISOString(),
    );
    vi.setSystemTime(given.getTime() + RATING_EDIT_DAYS * DAY - 1);
    expect((await rate(inquiry.id, { stars: 4, comment: '' })).status).toBe(200);
    vi.setSystemTime(given.getTime() + RATING_EDIT_DAYS * DAY);
    const locked = await rate(inquiry.id, { stars: 5, comment: '' });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('A rating can be changed only within 7 days of giving it.');
    expect(ratingsOn(inquiry.id)[0]?.stars).toBe(4);
  });

  it('is refused to another importer (404), a carrier (403) and a suspended importer (403)', async () => {
    const { inquiry } = givenCompletedShipment();
    expect((await rate(inquiry.id, { stars: 5, comment: '' }, as('kamran@genceaqro.az'))).status).toBe(404);
    expect((await ratingOf(inquiry.id, as('kamran@genceaqro.az'))).status).toBe(404);
    expect((await rate(inquiry.id, { stars: 5, comment: '' }, carrier())).status).toBe(403);
    suspendOrganization(demoOrganization('IMPORTER'));
    expect((await rate(inquiry.id, { stars: 5, comment: '' })).status).toBe(403);
    expect(ratingsOn(inquiry.id)).toHaveLength(0);
  });
});

describe("a carrier's ratings", () => {
  it('lists its own, newest first, with its average to one decimal and its count; refused to an importer', async () => {
    const xezer = demoOrganization('LOGISTIC').id;
    const before = readDb().ratings.filter((r) => r.carrierOrganizationId === xezer);
    const { inquiry } = givenCompletedShipment();
    givenRating({ inquiryId: inquiry.id, carrierOrganizationId: xezer, stars: 2, comment: 'Cargo damaged.' });
    const answer = await call(carrier(), 'GET', bare(endpoints.organization.carrierRatings));
    expect(answer.status).toBe(200);
    const stars = [...before.map((r) => r.stars), 2];
    expect(answer.body).toMatchObject({
      count: stars.length,
      average: Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10,
    });
    const content = (answer.body.ratings as { content: Array<Record<string, unknown>> }).content;
    expect(content[0]).toMatchObject({
      stars: 2,
      comment: 'Cargo damaged.',
      inquiryCode: inquiry.inquiryCode,
      importerName: demoOrganization('IMPORTER').organizaName,
    });
    expect(content).toHaveLength(Math.min(10, stars.length));
    expect((await call(importer(), 'GET', bare(endpoints.organization.carrierRatings))).status).toBe(403);
  });

  it("is read by the importer on each bid as the carrier's average and count", async () => {
    const xezer = demoOrganization('LOGISTIC').id;
    const open = givenInquiry();
    givenBid({ inquiryId: open.id, organizationId: xezer });
    const answer = await call(importer(), 'GET', bare(endpoints.bids.ofInquiry(open.id)));
    const bid = (answer.body.content as Array<Record<string, unknown>>)[0];
    const stars = readDb()
      .ratings.filter((r) => r.carrierOrganizationId === xezer)
      .map((r) => r.stars);
    expect(bid?.carrierRating).toEqual({
      average: Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10,
      count: stars.length,
    });
  });
});
