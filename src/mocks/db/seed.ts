import {
  AWARDED_INQUIRY_STATUSES,
  STATUSES,
  type BidStatus,
  type Currency,
  type Status,
  type TransportMode,
} from '@/config/enums';
import type { PromoKind } from '@/config/billing';
import { toApiDate as isoDay } from '@/lib/dates';
import type {
  BidRecord,
  DemoData,
  InquiryRecord,
  InvoiceRecord,
  MailRecord,
  PlaceRecord,
  RatingRecord,
  RouteOfferRecord,
  TransactionRecord,
} from './models';
import { newTransaction } from './billing-ledger';
import { placedBid } from './placed-bid-history';
import {
  blankInquiry,
  FIRST_GENERATED_ID,
  GENERATED_INQUIRY_COUNT,
  generateInquiries,
  seedStatusReason,
  stepsFor,
} from './seed-inquiries';
import { GENERATED_BID_COUNT, generateBids, seedTransitDays } from './seed-bids';
import { seedNotifications } from './seed-notifications';
import { seedCities, seedCountries } from './place-names';
import { daysAgo, seedOrganizations, seedUsers, table } from './seed-accounts';

export const SCHEMA_VERSION = 14;

const SEED_DEADLINE_DAYS: Partial<Record<Status, number>> = { active: 3, pending: 0.8, under_review: -1 };

const deadlineAt = (now: number, days: number) => {
  const at = new Date(now + days * 86_400_000);
  at.setMinutes(0, 0, 0);
  return at.toISOString();
};

const cities = seedCities();

const cityNamed = (english: string) => {
  const city = cities.find((c) => c.names.en === english);
  if (!city) throw new Error(`The seed names a city the places do not hold: ${english}`);
  return city;
};

/** The generated inquiries of a seed made at `now`: the same every time for the same moment and count. */
export const generatedInquiries = (now: number, cities: DemoData['cities'], count: number) =>
  generateInquiries({ now, importerIds: [1, 2, 3], importerUsers: { 1: 1, 2: 6, 3: 1 }, cities, count });

function seedBreakdown(value: number): BidRecord['breakdown'] {
  const fuel = Math.round((value * 0.12) / 5) * 5;
  const customs = value > 1000 ? 150 : 0;
  const lines: BidRecord['breakdown'] = [{ type: 'FREIGHT', amount: value - fuel - customs }];
  if (fuel > 0) lines.push({ type: 'FUEL', amount: fuel });
  if (customs > 0) lines.push({ type: 'CUSTOMS', amount: customs });
  return lines;
}

type BidderRow = [
  organizationId: number,
  userId: number,
  currency: Currency,
  notes: string,
  certifications: string | null,
  preferredRegions: string[],
  insuranceTypes: string[],
];
const CURATED_BIDDERS: BidderRow[] = [
  [4, 3, 'USD', 'Transit 9–11 days, GPS tracking included.', 'ISO 9001, TIR Carnet', [], ['CARGO', 'CMR']],
  [5, 7, 'EUR', 'Customs brokerage in Baku included.', null, ['CHINA', 'TRANS_EURASIA_CASPIAN'], ['AWB']],
  [6, 8, 'AZN', 'Departure within 48 hours.', null, ['TURKEY_AZERBAIJAN', 'EUROPE_AZERBAIJAN'], []],
];

function curatedBidStatus(inquiry: Status, won: boolean, awarded: boolean): BidStatus {
  if (won) return inquiry === 'completed' ? 'COMPLETED' : inquiry === 'delivered' ? 'DELIVERED' : 'APPROVED';
  if (awarded) return 'LOST';
  return ['rejected', 'canceled', 'archived'].includes(inquiry) ? 'CANCELED' : 'PENDING';
}

// code|kind|value|currency|created days ago|expires in days|max uses|used
const PROMO_CODES = table(`
CASPIAN2026|COMMISSION|1.5||30|60|100|12
WELCOME50|DISCOUNT|50|USD|20|30|50|3
SUMMER25|COMMISSION|2||150|-60|200|87
VIP-ONCE|DISCOUNT|100|EUR|10|90|1|1`);

// from organisation|from user|to organisation|days ago|read|subject|body|reply to
const MAILS = table(`
4|3|1|1||Loading slot in Istanbul|<p>Salam!</p><p>The truck can load on <b>Monday at 09:00</b>. Please confirm the warehouse address.</p>
1|1|4|0||Re: Loading slot in Istanbul|<p>Confirmed, gate 4. The packing list is attached to the inquiry.</p>|1
5|7|1|4|read|Rail departure from Shanghai|<p>The block train leaves on the 14th; transit to Baku is about <b>18 days</b>.</p>
6|8|1|6|read|Reefer availability for Mersin citrus|<p>We have two reefer trailers free next week.</p><ul><li>+2 °C to +4 °C</li><li>GPS temperature log</li></ul>
1|1|5|9|read|Customs papers for INQ-24102|<p>Please find the invoice and the packing list on the inquiry page.</p>
4|3|2|12|read|Tractor parts from Hamburg|<p>Our offer includes port handling in Poti. See <a href="https://www.potiseaport.com">the port site</a> for the schedule.</p>`);

// Listed the day it opens; a road lane's capacity counts trucks, the others' containers.
// organisation|from|to|mode|price|currency|valid from day|valid until day|capacity|notes
const ROUTE_OFFERS = table(`
4|Istanbul|Baku|ROAD|2150|USD|-10|80|6|Tilt 96 m³, TIR, door to door in 8–10 days.
4|Moscow|Sumgait|ROAD|2900|USD|-30|30|3|Via Yarag-Kazmalyar; customs brokerage included.
5|Shanghai|Baku|RAIL|4200|USD|-5|120|10|Block train via Khorgos and Aktau, 18 days.
6|Mersin|Ganja|ROAD|2650|EUR|-20|60|4|Reefer trailers, +2 °C to +25 °C.
6|Hamburg|Baku|SEA|3100|EUR|-90|-5|5|Via Poti, 40ft HC.`);

const LANES: Array<
  [from: string, to: string, TransportMode, commodity: string, product: string, weight: number]
> = [
  ['Istanbul', 'Baku', 'ROAD', 'furniture_accessories', 'Office furniture, 33 pallets', 12_400],
  ['Shanghai', 'Baku', 'RAIL', 'appliances_material', 'Household appliances', 18_000],
  ['Hamburg', 'Baku', 'SEA', 'vehicles_engines_spare_parts', 'Tractor spare parts', 9_800],
  ['Dubai', 'Baku', 'AIR', 'apparels_accessories', 'Apparel samples', 420],
  ['Moscow', 'Sumgait', 'ROAD', 'building_materials', 'Ceramic tiles', 20_500],
  ['Mersin', 'Ganja', 'ROAD', 'beverages_foods_plants', 'Citrus fruit, reefer', 19_000],
  ['Milan', 'Baku', 'ROAD', 'industrial_products', 'Packaging machine', 6_300],
  ['Aktau', 'Alat', 'SEA', 'chemicals_healthcare', 'Fertiliser in big bags', 22_000],
  ['Poti', 'Baku', 'RAIL', 'paperboard_prints', 'Corrugated board rolls', 15_700],
  ['Tabriz', 'Baku', 'ROAD', 'leisure_items', 'Fitness equipment', 4_200],
  ['Gdansk', 'Baku', 'SEA', 'others', 'Mixed consolidated cargo', 7_600],
  ['Tashkent', 'Baku', 'ROAD', 'beverages_foods_plants', 'Dried fruit', 10_900],
  ['Urumqi', 'Baku', 'RAIL', 'industrial_products', 'Solar panels', 16_400],
  ['Bursa', 'Baku', 'ROAD', 'apparels_accessories', 'Textile rolls', 8_800],
];

const place = (city: string, address: string, at: number, locationType: string): PlaceRecord => {
  const { countryId, id } = cityNamed(city);
  return { countryId, cityId: id, city, address, date: isoDay(at), locationType };
};

/** How many inquiries and bids a seed generates beside the hand-written ones. */
export type SeedSize = { inquiries: number; bids: number };
export const FULL_SEED_SIZE: SeedSize = { inquiries: GENERATED_INQUIRY_COUNT, bids: GENERATED_BID_COUNT };

export function createSeed(now = Date.now(), size: SeedSize = FULL_SEED_SIZE): DemoData {
  const generatedCount = size.inquiries;
  const organizations = seedOrganizations(now);
  const users = seedUsers(now);
  const day = (offset: number) => isoDay(now + offset * 86_400_000);

  const statuses: Status[] = STATUSES.filter((s) => s !== 'cancelled');
  const curated = LANES.map(([from, to, mode, commodity, product, weight], i): InquiryRecord => {
    const status = statuses[i % statuses.length] ?? 'active';
    const draft = status === 'draft';
    const createdAt = new Date(now - i * 3 * 86_400_000).toISOString();
    const pickupDay = now + (5 + i) * 86_400_000;
    const pieces = Math.max(1, Math.round(weight / 500));
    const [organizationId, userId] = i % 4 === 3 ? [2, 6] : [1, 1];
    const closesInDays = SEED_DEADLINE_DAYS[status];
    return {
      ...blankInquiry(101 + i, organizationId, userId, createdAt),
      inquiryCode: `INQ-${String(24101 + i)}`,
      status,
      verified: status === 'approved' || status === 'awarded' || i % 2 === 0,
      sendTo: 'ALL_CARRIERS',
      pickup: place(from, `${from} industrial zone`, pickupDay, 'factory_warehouse'),
      delivery: draft
        ? null
        : place(to, `${to} logistics centre`, pickupDay + (10 + i) * 86_400_000, 'business_address'),
      shipmentMode: draft ? null : mode,
      truckType: mode === 'ROAD' ? 'tilt_96' : null,
      ftl: mode === 'ROAD' ? true : null,
      containerType: mode === 'SEA' ? 'ft40_hc' : null,
      commodityType: commodity,
      readiness: 'ready',
      description: product,
      incoterms: 'FCA',
      goods: draft
        ? []
        : [
            {
              packageType: 'pallets',
              palletType: 'eur1',
              weight: Math.round(weight / pieces),
              length: 120,
              width: 80,
              height: 150,
              quantity: pieces,
              dangerous: commodity === 'chemicals_healthcare',
              stackable: false,
            },
          ],
      notes: i % 3 === 0 ? 'Customs clearance at destination by the importer.' : '',
      statusReason: seedStatusReason(status),
      draft: draft ? { step: 3, values: {} } : null,
      steps: stepsFor(status, pickupDay),
      biddingClosesAt: closesInDays === undefined ? null : deadlineAt(now, closesInDays),
      activity: [
        { id: `a-${101 + i}-1`, type: 'created', at: createdAt, userId, detail: null },
        ...(status === 'under_review'
          ? [
              {
                id: `a-${101 + i}-closed`,
                type: 'bidding_closed' as const,
                at: deadlineAt(now, SEED_DEADLINE_DAYS.under_review!),
                userId: null,
                detail: null,
              },
            ]
          : []),
      ],
    };
  });
  const inquiries = [...curated, ...generatedInquiries(now, cities, generatedCount)];

  const bids: BidRecord[] = [];
  curated.forEach((inquiry, i) => {
    const mode = inquiry.shipmentMode;
    if (inquiry.status === 'draft' || !mode) return;
    const awarded = (AWARDED_INQUIRY_STATUSES as readonly string[]).includes(inquiry.status);
    const winner = CURATED_BIDDERS.find((_, k) => (i + k) % 4 !== 3);
    CURATED_BIDDERS.forEach((bidder, c) => {
      const [organizationId, userId, currency, notes, certifications, regions, insurance] = bidder;
      if ((i + c) % 4 === 3) return;
      const value = Math.round(((LANES[i]?.[5] ?? 5000) / 10 + 900 + c * 175 + i * 40) / 5) * 5;
      const placedAt = daysAgo(now, Math.max(0, i * 3 - 1));
      bids.push(
        placedBid({
          bidId: 5001 + bids.length,
          key: `bid-${inquiry.id}-${organizationId}`,
          inquiryId: inquiry.id,
          organizationId,
          userId,
          shipmentMode: mode,
          value,
          currency,
          notes,
          status: curatedBidStatus(inquiry.status, awarded && bidder === winner, awarded),
          truckCount: mode === 'ROAD' ? 1 + c : null,
          certifications,
          preferredRegions: [...regions],
          insuranceTypes: [...insurance],
          transitDays: seedTransitDays(mode, c),
          breakdown: c === 1 ? seedBreakdown(value) : [],
          createdAt: placedAt,
        }),
      );
    });
  });
  bids.push(
    ...generateBids({
      now,
      inquiries: inquiries.slice(curated.length),
      firstBidId: 5001 + bids.length,
      count: size.bids,
    }),
  );

  const won = bids.filter((b) => ['APPROVED', 'DELIVERED', 'COMPLETED'].includes(b.status));
  const transactions: TransactionRecord[] = [];
  const invoices: InvoiceRecord[] = [];
  won.forEach((bid, i) => {
    if (i % 3 === 2) return;
    const paid = i % 3 === 0;
    const id = 9001 + transactions.length;
    const at = daysAgo(now, i * 4 + 1);
    if (paid)
      invoices.push({
        id: 7001 + invoices.length,
        number: `YB-2026-${String(7001 + invoices.length)}`,
        organizationId: bid.organizationId,
        transactionId: id,
        issuedAt: at,
      });
    transactions.push(
      newTransaction(
        {
          id,
          organizationId: bid.organizationId,
          currency: bid.currency,
          createdAt: at,
          bids: [bid],
          codes: [inquiries.find((q) => q.id === bid.inquiryId)?.inquiryCode ?? ''],
          promo: null,
        },
        paid
          ? {
              status: 'succeeded',
              cardLast4: '4242',
              paymentDate: at,
              invoiceId: invoices.at(-1)?.id ?? null,
            }
          : { status: 'failed', cardLast4: '0002', failureReason: 'cardDeclined' },
      ),
    );
  });

  const promoCodes = PROMO_CODES.map(
    ([code = '', kind, value, currency, created, expires, maxUses, used], i) => ({
      id: i + 1,
      code,
      kind: kind as PromoKind,
      value: Number(value),
      currency: (currency || null) as Currency | null,
      createdAt: daysAgo(now, Number(created)),
      expiresAt: day(Number(expires)),
      maxUses: Number(maxUses),
      usedCount: Number(used),
      expiredByHand: false,
    }),
  );
  const mails = MAILS.map(
    ([from, fromUser, to, ago, read, subject = '', body = '', replyTo], i): MailRecord => {
      const days = Number(ago);
      return {
        id: i + 1,
        fromOrganizationId: Number(from),
        toOrganizationId: Number(to),
        fromUserId: Number(fromUser),
        subject,
        body,
        attachmentIds: [],
        sentAt: daysAgo(now, days),
        readAt: read ? daysAgo(now, Math.max(0, days - 1)) : null,
        replyToId: replyTo ? Number(replyTo) : null,
      };
    },
  );
  const routeOffers = ROUTE_OFFERS.map(
    (
      [organization, from = '', to = '', mode, price, currency, validFrom, validUntil, capacity, notes = ''],
      i,
    ): RouteOfferRecord => ({
      id: i + 1,
      organizationId: Number(organization),
      pickupCountryId: cityNamed(from).countryId,
      pickupCity: from,
      deliveryCountryId: cityNamed(to).countryId,
      deliveryCity: to,
      mode: mode as TransportMode,
      price: Number(price),
      currency: currency as Currency,
      validFrom: day(Number(validFrom)),
      validUntil: day(Number(validUntil)),
      capacity: Number(capacity),
      capacityUnit: mode === 'ROAD' ? 'TRUCKS_PER_WEEK' : 'CONTAINERS_PER_WEEK',
      notes,
      createdAt: daysAgo(now, -Number(validFrom)),
      withdrawn: false,
    }),
  );

  return {
    schemaVersion: SCHEMA_VERSION,
    seedNow: now,
    generatedCount,
    organizations,
    users,
    countries: seedCountries(),
    cities: seedCities(),
    inquiries,
    bids,
    transactions,
    promoCodes,
    invoices,
    mails,
    routeOffers,
    attachments: [],
    refreshTokens: [],
    resetTokens: [],
    trackingLinks: [],
    ratings: seedRatings(now, inquiries, users),
    notifications: seedNotifications({ users, organizations, inquiries, bids, transactions, mails }),
    notificationSettings: [],
    deadlineNotices: [],
  };
}

const SEED_RATINGS: Array<[carrier: number, stars: number, comment: string]> = [
  [4, 5, 'Yük vaxtında və tam çatdırıldı.'],
  [4, 4, 'Good communication, one day late at the border.'],
  [4, 5, 'Gömrük sənədləri qüsursuz idi.'],
  [4, 4, ''],
  [5, 4, 'Reliable on the Caspian route.'],
  [5, 3, 'Çatdırılma iki gün gecikdi.'],
  [5, 5, ''],
  [6, 5, 'Hızlı ve güvenli teslimat.'],
  [6, 4, ''],
];

function seedRatings(now: number, inquiries: InquiryRecord[], users: DemoData['users']): RatingRecord[] {
  const done = inquiries.filter((i) => i.status === 'completed' && i.id >= FIRST_GENERATED_ID);
  return SEED_RATINGS.flatMap(([carrier, stars, comment], k) => {
    const inquiry = done[k];
    if (!inquiry) return [];
    const at = daysAgo(now, 30 + k * 15);
    return [
      {
        id: k + 1,
        inquiryId: inquiry.id,
        carrierOrganizationId: carrier,
        importerOrganizationId: inquiry.organizationId,
        userId: users.find((u) => u.organizationId === inquiry.organizationId)?.id ?? 0,
        stars,
        comment,
        createdAt: at,
        updatedAt: at,
      },
    ];
  });
}
