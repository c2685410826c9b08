import { format } from 'date-fns';
import type { Currency, OrganizationType } from '@/config/enums';
import { DEMO_ACCOUNTS } from '@/config/demo-accounts';
import { COMMISSION_RATE_PERCENT } from '@/config/billing';
import { chargeFor } from '@/mocks/db/billing-ledger';
import { nextId, readDb, writeDb } from '@/mocks/db/db';
import { NO_NOTIFICATION_FACTS } from '@/mocks/db/models';
import type {
  AttachmentRecord,
  BidRecord,
  InquiryRecord,
  InvoiceRecord,
  MailRecord,
  NotificationRecord,
  OrganizationRecord,
  PromoCodeRecord,
  RatingRecord,
  TrackingLinkRecord,
  TransactionRecord,
  UserRecord,
} from '@/mocks/db/models';
import { withPlacedHistory } from '@/mocks/db/placed-bid-history';
import { stepsFor } from '@/mocks/db/seed-inquiries';

// Test data for Vitest route tests. A test builds the records it is about with a `given*`
// builder, which inserts a new one under a fresh id with defaults like the seed's and returns a copy of
// it; the test then speaks of `record.id`, never of a number from the seed. The seeded demo accounts
// (one per role, config/demo-accounts.ts) and the other seeded organisations are found by e-mail.
// setup-vitest.ts resets the database before each test, so nothing built here outlives its test.

const DAY = 86_400_000;
const isoDay = (ms: number) => format(new Date(ms), 'yyyy-MM-dd');
const copy = <T>(record: T): T => structuredClone(record);

// ----- Lookups of seeded accounts ---------------------------------------------------------------------

/** The user with this e-mail (a demo account or another seeded person, e.g. 'rashad@bakiticaret.az'). */
export function userByEmail(email: string): UserRecord {
  const user = readDb().users.find((u) => u.email === email);
  if (!user) throw new Error(`No user ${email} in the demo database`);
  return copy(user);
}

/** The demo account of the role: importer@demo.az, carrier@demo.az or admin@demo.az. */
export function demoUser(role: OrganizationType): UserRecord {
  const email = DEMO_ACCOUNTS.find((a) => a.role === role)?.email;
  if (!email) throw new Error(`No demo account for ${role}`);
  return userByEmail(email);
}

/** The organisation a seeded person belongs to, e.g. organizationOf('aysel@silkwaycargo.az'). */
export function organizationOf(email: string): OrganizationRecord {
  const { organizationId } = userByEmail(email);
  return copy(readDb().organizations.find((o) => o.id === organizationId)!);
}

/** A seeded organisation by its name, for one nobody seeded belongs to (e.g. 'Poti Sea Lines'). */
export function organizationNamed(name: string): OrganizationRecord {
  const organization = readDb().organizations.find((o) => o.organizaName === name);
  if (!organization) throw new Error(`No organisation ${name} in the demo database`);
  return copy(organization);
}

/** The organisation of the role's demo account: 'LOGISTIC' is Xəzər Logistika, carrier@demo.az's. */
export const demoOrganization = (role: OrganizationType): OrganizationRecord =>
  organizationOf(demoUser(role).email);

/** The first member of an organisation (its demo account, for a demo organisation): who acts for it by default. */
function firstUserOf(organizationId: number): UserRecord {
  const user = readDb().users.find((u) => u.organizationId === organizationId);
  if (!user) throw new Error(`Organisation ${organizationId} has no users`);
  return user;
}

/** A country's id by its ISO code ('AZ', 'TR', 'CN', 'DE'…), for the places of a built inquiry. */
export function countryId(iso: string): number {
  const country = readDb().countries.find((c) => c.iso === iso);
  if (!country) throw new Error(`No country ${iso} in the demo database`);
  return country.id;
}

// ----- Changes to seeded organisations ---------------------------------------------------------------

/** Suspends the organisation, as an admin would: with a reason, until a day or (null) until lifted. */
export function suspendOrganization(
  organization: Pick<OrganizationRecord, 'id'>,
  { reason = 'Sənədlər yoxlanılır', until = null }: { reason?: string; until?: Date | null } = {},
) {
  writeDb((db) => {
    const record = db.organizations.find((o) => o.id === organization.id)!;
    record.suspended = true;
    record.suspensionReason = reason;
    record.suspendedUntil = until && format(until, 'yyyy-MM-dd');
  });
}

// ----- Builders --------------------------------------------------------------------------------------

/** A member (user) of an organisation, active, by default of the demo importer. */
export function givenMember(overrides: Partial<UserRecord> = {}): UserRecord {
  return writeDb((db) => {
    const id = nextId(db.users);
    const organizationId = overrides.organizationId ?? demoOrganization('IMPORTER').id;
    const user: UserRecord = {
      id,
      organizationId,
      name: 'Test',
      surname: `Member ${id}`,
      email: `member-${id}@example.az`,
      // The demo password, as every seeded person has.
      passwordHash: firstUserOf(organizationId).passwordHash,
      status: 'ACTIVE',
      createdAt: new Date().toISOString(),
      ...overrides,
    };
    db.users.push(user);
    return copy(user);
  });
}

/**
 * An inquiry of the demo importer (or `organizationId`'s), by default active and open to every carrier:
 * Shanghai → Baku by rail, one row of ten EUR pallets. `status: 'draft'` leaves out what a draft has not
 * got yet (delivery, mode, goods) and keeps its form values in `draft`. The shipment steps done follow
 * the status as in the seed; the activity holds the creation by `createdBy`.
 */
export function givenInquiry(overrides: Partial<InquiryRecord> = {}): InquiryRecord {
  return writeDb((db) => {
    const id = nextId(db.inquiries);
    const now = Date.now();
    const status = overrides.status ?? 'active';
    const draft = status === 'draft';
    const organizationId = overrides.organizationId ?? demoOrganization('IMPORTER').id;
    const createdBy = overrides.createdBy ?? firstUserOf(organizationId).id;
    const pickupAt = now + 5 * DAY;
    const createdAt = new Date(now).toISOString();
    const inquiry: InquiryRecord = {
      id,
      inquiryCode: `INQ-${id}`,
      organizationId,
      createdBy,
      status,
      verified: !draft,
      sendTo: 'ALL_CARRIERS',
      carrierIds: [],
      pickup: {
        countryId: countryId('CN'),
        city: 'Shanghai',
        address: 'Shanghai industrial zone',
        date: isoDay(pickupAt),
        locationType: 'factory_warehouse',
      },
      delivery: draft
        ? null
        : {
            countryId: countryId('AZ'),
            city: 'Baku',
            address: 'Baku logistics centre',
            date: isoDay(pickupAt + 18 * DAY),
            locationType: 'business_address',
          },
      shipmentMode: draft ? null : 'RAIL',
      truckType: null,
      ftl: null,
      containerType: null,
      commodityType: 'appliances_material',
      readiness: 'ready',
      description: 'Household appliances',
      incoterms: 'FCA',
      goods: draft
        ? []
        : [
            {
              packageType: 'pallets',
              palletType: 'eur1',
              weight: 500,
              length: 120,
              width: 80,
              height: 150,
              quantity: 10,
              dangerous: false,
              stackable: false,
            },
          ],
      documents: { packageList: null, certificateOfOrigin: null, msdsCertificate: null },
      notes: '',
      statusReason: null,
      draft: draft ? { step: 3, values: {} } : null,
      steps: stepsFor(status, pickupAt),
      biddingClosesAt: null,
      activity: [{ id: `a-${id}-1`, type: 'created', at: createdAt, userId: createdBy, detail: null }],
      createdAt,
      updatedAt: createdAt,
      // Above the generated seed's ids: rev > 0 keeps it when the database is saved (db.ts).
      rev: 1,
      ...overrides,
    };
    db.inquiries.push(inquiry);
    return copy(inquiry);
  });
}

/**
 * A bid on the inquiry, by default the demo carrier's, pending, 1 000 USD in the inquiry's mode, placed
 * now; its history holds its placing (and the status it reached, if not pending), as the API writes it.
 */
export function givenBid(overrides: Partial<BidRecord> & Pick<BidRecord, 'inquiryId'>): BidRecord {
  return writeDb((db) => {
    const bidId = nextId(db.bids.map((b) => ({ id: b.bidId })));
    const organizationId = overrides.organizationId ?? demoOrganization('LOGISTIC').id;
    const inquiry = db.inquiries.find((i) => i.id === overrides.inquiryId);
    if (!inquiry) throw new Error(`No inquiry ${overrides.inquiryId} to bid on`);
    const createdAt = new Date().toISOString();
    const bid: BidRecord = {
      bidId,
      key: `bid-${inquiry.id}-${organizationId}-${bidId}`,
      organizationId,
      userId: firstUserOf(organizationId).id,
      shipmentMode: inquiry.shipmentMode ?? 'ROAD',
      value: 1000,
      currency: 'USD',
      notes: '',
      status: 'PENDING',
      truckCount: null,
      certifications: null,
      preferredRegions: [],
      insuranceTypes: [],
      transitDays: null,
      breakdown: [],
      updateCount: 0,
      createdAt,
      updatedAt: createdAt,
      history: [],
      ...overrides,
    };
    const placed = overrides.history ? bid : withPlacedHistory(bid);
    db.bids.push(placed);
    return copy(placed);
  });
}

/** A file kept by the demo backend, by default the demo carrier's PDF. */
export function givenAttachment(overrides: Partial<AttachmentRecord> = {}): AttachmentRecord {
  return writeDb((db) => {
    const content = '%PDF-1.4 test';
    const attachment: AttachmentRecord = {
      id: `att-test-${db.attachments.length + 1}`,
      organizationId: demoOrganization('LOGISTIC').id,
      name: 'document.pdf',
      size: content.length,
      type: 'application/pdf',
      dataBase64: btoa(content),
      createdAt: new Date().toISOString(),
      ...overrides,
    };
    db.attachments.push(attachment);
    return copy(attachment);
  });
}

/**
 * A message, by default unread, sent now from the demo carrier's organisation (by its first member) to
 * the demo importer's. Giving `fromOrganizationId` alone makes that organisation's first member the sender.
 */
export function givenMail(overrides: Partial<MailRecord> = {}): MailRecord {
  return writeDb((db) => {
    const fromOrganizationId = overrides.fromOrganizationId ?? demoOrganization('LOGISTIC').id;
    const mail: MailRecord = {
      id: nextId(db.mails),
      fromOrganizationId,
      toOrganizationId: demoOrganization('IMPORTER').id,
      fromUserId: firstUserOf(fromOrganizationId).id,
      subject: 'Test message',
      body: '<p>Salam!</p>',
      attachmentIds: [],
      sentAt: new Date().toISOString(),
      readAt: null,
      replyToId: null,
      ...overrides,
    };
    db.mails.push(mail);
    return copy(mail);
  });
}

/**
 * A commission payment, by default the demo carrier's, made now by card and succeeded, for `bidIds`
 * (by default none) charged at the standard rate as the demo backend charges them. A failed one was
 * declined (test card …0002); only a succeeded or paid one settles its bids and has a payment date.
 */
export function givenTransaction(overrides: Partial<TransactionRecord> = {}): TransactionRecord {
  return writeDb((db) => {
    const id = nextId(db.transactions);
    const bidIds = overrides.bidIds ?? [];
    const bids = bidIds.map((bidId) => {
      const bid = db.bids.find((b) => b.bidId === bidId);
      if (!bid) throw new Error(`No bid ${bidId} to pay for`);
      return bid;
    });
    const charge = chargeFor(bids, null);
    const status = overrides.status ?? 'succeeded';
    const failed = status === 'failed';
    const createdAt = new Date().toISOString();
    const transaction: TransactionRecord = {
      id,
      organizationId: demoOrganization('LOGISTIC').id,
      bidIds,
      ...charge,
      currency: bids[0]?.currency ?? 'USD',
      status,
      paymentMethod: 'CARD',
      cardLast4: failed ? '0002' : '4242',
      description: `${String(COMMISSION_RATE_PERCENT)}% · TX-${id}`,
      failureReason: failed ? 'cardDeclined' : null,
      promoCode: null,
      createdAt,
      paymentDate: status === 'succeeded' || status === 'paid' ? createdAt : null,
      invoiceId: null,
      ...overrides,
    };
    db.transactions.push(transaction);
    return copy(transaction);
  });
}

/** The invoice of a payment (by default a new succeeded one of the organisation's), issued now. */
export function givenInvoice(overrides: Partial<InvoiceRecord> = {}): InvoiceRecord {
  const organizationId = overrides.organizationId ?? demoOrganization('LOGISTIC').id;
  const transactionId = overrides.transactionId ?? givenTransaction({ organizationId }).id;
  return writeDb((db) => {
    const id = nextId(db.invoices);
    const invoice: InvoiceRecord = {
      id,
      number: `YB-TEST-${String(id)}`,
      organizationId,
      transactionId,
      issuedAt: new Date().toISOString(),
      ...overrides,
    };
    db.invoices.push(invoice);
    const payment = db.transactions.find((t) => t.id === transactionId);
    if (payment && payment.invoiceId === null) payment.invoiceId = id;
    return copy(invoice);
  });
}

// ----- Billing ----------------------------------------------------------------------------------------

/** A bid the demo carrier (or `organizationId`) has won, on an approved inquiry of its own. */
export function givenWonBid(value: number, currency: Currency = 'TRY', overrides: Partial<BidRecord> = {}) {
  const inquiry = givenInquiry({ status: 'approved' });
  const bid = givenBid({ inquiryId: inquiry.id, status: 'APPROVED', currency, value, ...overrides });
  return { inquiry, bid };
}

/** A promo code, by default a COMMISSION code of 1.5 %, active until 2099 and unused. */
export function givenPromoCode(
  overrides: Partial<PromoCodeRecord> & Pick<PromoCodeRecord, 'code'>,
): PromoCodeRecord {
  return writeDb((db) => {
    const promo: PromoCodeRecord = {
      id: nextId(db.promoCodes),
      kind: 'COMMISSION',
      value: 1.5,
      currency: null,
      createdAt: new Date().toISOString(),
      expiresAt: '2099-12-31',
      maxUses: 10,
      usedCount: 0,
      expiredByHand: false,
      ...overrides,
    };
    db.promoCodes.push(promo);
    return structuredClone(promo);
  });
}

// ----- Tracking links ---------------------------------------------------------------------------------

/** A shipment of the demo importer under way with the demo carrier: its accepted bid, three steps done. */
export function givenShipment(overrides: Partial<InquiryRecord> = {}) {
  const inquiry = givenInquiry({ status: 'in_progress', ...overrides });
  const bid = givenBid({ inquiryId: inquiry.id, status: 'APPROVED' });
  return { inquiry, bid };
}

let trackingSeq = 0;

/** An active tracking link to the inquiry, made now by its importer and open for 90 days. */
export function givenTrackingLink(
  overrides: Partial<TrackingLinkRecord> & Pick<TrackingLinkRecord, 'inquiryId'>,
): TrackingLinkRecord {
  trackingSeq += 1;
  return writeDb((db) => {
    const inquiry = db.inquiries.find((i) => i.id === overrides.inquiryId)!;
    const link: TrackingLinkRecord = {
      token: `test-link-${overrides.inquiryId}-${trackingSeq}`,
      createdBy: inquiry.createdBy,
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 90 * DAY).toISOString(),
      revokedAt: null,
      ...overrides,
    };
    db.trackingLinks.push(link);
    return copy(link);
  });
}

// ----- Ratings ----------------------------------------------------------------------------------------

/** A shipment of the demo importer delivered by the demo carrier and confirmed: ready to be rated. */
export function givenCompletedShipment(overrides: Partial<InquiryRecord> = {}) {
  const inquiry = givenInquiry({ status: 'completed', ...overrides });
  const bid = givenBid({ inquiryId: inquiry.id, status: 'COMPLETED' });
  return { inquiry, bid };
}

/** A rating of the inquiry's carrier by its importer, given now unless said otherwise. */
export function givenRating(
  overrides: Partial<RatingRecord> & Pick<RatingRecord, 'inquiryId' | 'carrierOrganizationId'>,
): RatingRecord {
  return writeDb((db) => {
    const inquiry = db.inquiries.find((i) => i.id === overrides.inquiryId)!;
    const at = new Date().toISOString();
    const rating: RatingRecord = {
      id: db.ratings.reduce((max, r) => Math.max(max, r.id), 0) + 1,
      importerOrganizationId: inquiry.organizationId,
      userId: inquiry.createdBy,
      stars: 4,
      comment: '',
      createdAt: at,
      updatedAt: at,
      ...overrides,
    };
    db.ratings.push(rating);
    return copy(rating);
  });
}

/**
 * An event for the demo account of a role (or `userId`), unread and made now. With `alone`, that
 * user's list holds only what the test gives.
 */
export function givenNotification(
  role: OrganizationType,
  overrides: Partial<NotificationRecord> & Pick<NotificationRecord, 'topic'>,
  { alone = false }: { alone?: boolean } = {},
): NotificationRecord {
  return writeDb((db) => {
    const userId = overrides.userId ?? demoUser(role).id;
    if (alone) db.notifications = db.notifications.filter((n) => n.userId !== userId);
    const notification: NotificationRecord = {
      id: nextId(db.notifications),
      userId,
      createdAt: new Date().toISOString(),
      readAt: null,
      ...NO_NOTIFICATION_FACTS,
      ...overrides,
    };
    db.notifications.push(notification);
    return copy(notification);
  });
}

// ----- Request bodies ---------------------------------------------------------------------------------

/** A carrier's bid as POST /api/bids/create takes it: a road price in USD, two trucks, CIS and CMR. */
export const bidTermsInput = (value: number, overrides: Record<string, unknown> = {}) => ({
  value,
  currency: 'USD',
  notes: '',
  shipmentMode: 'ROAD',
  truckCount: 2,
  preferredRegions: ['CIS'],
  insuranceTypes: ['CMR'],
  certifications: null,
  ...overrides,
});

/** A message as POST /mail takes it: to the organisation, a short subject and body, no files, not a reply. */
export const mailInput = (toOrganizationId: number, overrides: Record<string, unknown> = {}) => ({
  toOrganizationId,
  subject: 'Pallets',
  bodyHtml: '<p>Hi</p>',
  attachmentIds: [],
  replyToId: null,
  ...overrides,
});

/** A carrier's route offer as POST /route-offers takes it: Aktau → Alat by sea, 1800 USD, to 2099. */
export const routeOfferInput = (overrides: Record<string, unknown> = {}) => ({
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
  ...overrides,
});

/**
 * A whole inquiry as the create flow's last step sends it (POST /inquiries/{id}/submit): office chairs
 * from Istanbul to Baku by road, ten EUR pallets, picked up and delivered on the given days.
 */
export const wholeInquiryInput = (
  pickupDate: string,
  deliveryDate: string,
  overrides: Record<string, unknown> = {},
) => ({
  sendTo: 'ALL_CARRIERS',
  carrierIds: [],
  pickup: {
    countryId: 2,
    city: 'Istanbul',
    address: 'Tuzla 34',
    date: pickupDate,
    locationType: 'factory_warehouse',
  },
  delivery: {
    countryId: 1,
    city: 'Baku',
    address: 'AZ1000',
    date: deliveryDate,
    locationType: 'business_address',
  },
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
      weight: 300,
      length: 120,
      width: 80,
      height: 150,
      quantity: 10,
      dangerous: false,
      stackable: true,
    },
  ],
  uploadedFilesId: { packageListId: '', certificateOfOriginId: '', msdsCertificateId: '' },
  notes: '',
  ...overrides,
});
