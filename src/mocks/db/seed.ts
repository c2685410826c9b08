import {
  AWARDED_INQUIRY_STATUSES,
  STATUSES,
  type Currency,
  type Status,
  type TransportMode,
} from '@/config/enums';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { COMMISSION_RATE_PERCENT } from '@/config/billing';
import { toApiDate as isoDay } from '@/lib/dates';
import { hashPassword } from '../jwt';
import type {
  BidRecord,
  DemoData,
  InquiryRecord,
  InvoiceRecord,
  MailRecord,
  OrganizationRecord,
  PromoCodeRecord,
  RatingRecord,
  RouteOfferRecord,
  TransactionRecord,
} from './models';

type CarrierProfileRecord = NonNullable<OrganizationRecord['carrierProfile']>;
import { chargeFor } from './billing-ledger';
import { withPlacedHistory } from './placed-bid-history';
import {
  FIRST_GENERATED_ID,
  GENERATED_INQUIRY_COUNT,
  generateInquiries,
  seedStatusReason,
  stepsFor,
} from './seed-inquiries';
import { GENERATED_BID_COUNT, generateBids, seedTransitDays } from './seed-bids';
import { seedNotifications } from './seed-notifications';
import { seedCities, seedCountries } from './place-names';

export const SCHEMA_VERSION = 14;

const SEED_DEADLINE_DAYS: Partial<Record<Status, number>> = { active: 3, pending: 0.8, under_review: -1 };

const deadlineAt = (now: number, days: number) => {
  const at = new Date(now + days * 86_400_000);
  at.setMinutes(0, 0, 0);
  return at.toISOString();
};

const cities = seedCities();

const cityId = (countryId: number, english: string) => {
  const city = cities.find((c) => c.countryId === countryId && c.names.en === english);
  if (!city) throw new Error(`The seed names a city the places do not hold: ${english}`);
  return city.id;
};

const daysAgo = (now: number, days: number) => new Date(now - days * 86_400_000).toISOString();

/** The generated inquiries of a seed made at `now`: the same every time for the same moment and count. */
export const generatedInquiries = (now: number, cities: DemoData['cities'], count: number) =>
  generateInquiries({ now, importerIds: [1, 2, 3], importerUsers: { 1: 1, 2: 6, 3: 1 }, cities, count });

const xezerProfile = (now: number): CarrierProfileRecord => ({
  insuranceTypes: ['CARGO', 'CMR', 'GENERAL_LIABILITY'],
  hasTruck: true,
  truckCount: 24,
  agencyName: 'Xəzər Logistika MMC',
  agencyMembership: 'ABADA, FIATA',
  certifications: 'ISO 9001, TIR Carnet',
  specializedModes: ['ROAD', 'RAIL'],
  preferredRegions: ['TURKEY_AZERBAIJAN', 'EUROPE_AZERBAIJAN', 'CIS'],
  updatedAt: daysAgo(now, 300),
});
const anadoluProfile = (now: number): CarrierProfileRecord => ({
  insuranceTypes: ['CMR', 'CASCO'],
  hasTruck: true,
  truckCount: 60,
  agencyName: 'Anadolu Nakliyat A.Ş.',
  agencyMembership: 'UND (International Transporters Association)',
  certifications: 'ISO 9001, ADR',
  specializedModes: ['ROAD'],
  preferredRegions: ['TURKEY_AZERBAIJAN', 'WITHIN_EUROPE'],
  updatedAt: daysAgo(now, 120),
});
const potiProfile = (now: number): CarrierProfileRecord => ({
  insuranceTypes: ['MARINE_LIABILITY', 'CARGO'],
  hasTruck: false,
  truckCount: null,
  agencyName: 'Poti Sea Lines',
  agencyMembership: 'FIATA',
  certifications: 'ISO 28000',
  specializedModes: ['SEA'],
  preferredRegions: ['TRANS_EURASIA_CASPIAN', 'MID_TRANSATLANTIC'],
  updatedAt: daysAgo(now, 50),
});

function seedBreakdown(value: number): BidRecord['breakdown'] {
  const fuel = Math.round((value * 0.12) / 5) * 5;
  const customs = value > 1000 ? 150 : 0;
  const lines: BidRecord['breakdown'] = [{ type: 'FREIGHT', amount: value - fuel - customs }];
  if (fuel > 0) lines.push({ type: 'FUEL', amount: fuel });
  if (customs > 0) lines.push({ type: 'CUSTOMS', amount: customs });
  return lines;
}

/** How many inquiries and bids a seed generates beside the hand-written ones. */
export type SeedSize = { inquiries: number; bids: number };
export const FULL_SEED_SIZE: SeedSize = { inquiries: GENERATED_INQUIRY_COUNT, bids: GENERATED_BID_COUNT };

export function createSeed(now = Date.now(), size: SeedSize = FULL_SEED_SIZE): DemoData {
  const generatedCount = size.inquiries;
  const passwordHash = hashPassword(DEMO_PASSWORD);
  const organizations: DemoData['organizations'] = [
    {
      id: 1,
      organizaName: 'Bakı Ticarət MMC',
      organizationType: 'IMPORTER',
      orgRegNumber: '1403567821',
      phoneNumber: '+994124981122',
      countryCode: 1,
      orgOfficialMail: 'info@bakiticaret.az',
      activity: 'Retail and wholesale of household goods',
      suspended: false,
      suspensionReason: null,
      suspendedUntil: null,
      createdAt: daysAgo(now, 320),
      carrierProfile: null,
    },
    {
      id: 2,
      organizaName: 'Gəncə Aqro MMC',
      organizationType: 'IMPORTER',
      orgRegNumber: '2201984410',
      phoneNumber: '+994222563010',
      countryCode: 1,
      orgOfficialMail: 'office@genceaqro.az',
      activity: 'Agricultural machinery import',
      suspended: false,
      suspensionReason: null,
      suspendedUntil: null,
      createdAt: daysAgo(now, 210),
      carrierProfile: null,
    },
    {
      id: 3,
      organizaName: 'Caspian Retail Group',
      organizationType: 'IMPORTER',
      orgRegNumber: '1700452231',
      phoneNumber: '+994125550190',
      countryCode: 1,
      orgOfficialMail: 'supply@caspianretail.az',
      activity: 'Consumer electronics',
      suspended: false,
      suspensionReason: null,
      suspendedUntil: null,
      createdAt: daysAgo(now, 95),
      carrierProfile: null,
    },
    {
      id: 4,
      organizaName: 'Xəzər Logistika MMC',
      organizationType: 'LOGISTIC',
      orgRegNumber: '1500876543',
      phoneNumber: '+994124400500',
      countryCode: 1,
      orgOfficialMail: 'ops@xezerlogistika.az',
      activity: 'Road and multimodal freight',
      suspended: false,
      suspensionReason: null,
      suspendedUntil: null,
      createdAt: daysAgo(now, 400),
      carrierProfile: xezerProfile(now),
    },
    {
      id: 5,
      organizaName: 'Silk Way Cargo',
      organizationType: 'LOGISTIC',
      orgRegNumber: '1601230987',
      phoneNumber: '+994124372020',
      countryCode: 1,
      orgOfficialMail: 'sales@silkwaycargo.az',
      activity: 'Air and rail freight',
      suspended: false,
      suspensionReason: null,
      suspendedUntil: null,
      createdAt: daysAgo(now, 365),
      carrierProfile: null,
    },
    {
      id: 6,
      organizaName: 'Anadolu Nakliyat A.Ş.',
      organizationType: 'LOGISTIC',
      orgRegNumber: '3849201744',
      phoneNumber: '+902125550123',
      countryCode: 2,
      orgOfficialMail: 'info@anadolunakliyat.com.tr',
      activity: 'Turkey–Caucasus trucking',
      suspended: false,
      suspensionReason: null,
      suspendedUntil: null,
      createdAt: daysAgo(now, 150),
      carrierProfile: anadoluProfile(now),
    },
    {
      id: 7,
      organizaName: 'Poti Sea Lines',
      organizationType: 'LOGISTIC',
      orgRegNumber: '4051187730',
      phoneNumber: '+995493277110',
      countryCode: 3,
      orgOfficialMail: 'booking@potisealines.ge',
      activity: 'Sea freight via Poti and Batumi',
      suspended: true,
      suspensionReason: 'Commission for three won shipments is unpaid.',
      suspendedUntil: null,
      createdAt: daysAgo(now, 60),
      carrierProfile: potiProfile(now),
    },
    {
      id: 8,
      organizaName: 'YükBirja',
      organizationType: 'ADMIN',
      orgRegNumber: '1000000001',
      phoneNumber: '+994120000001',
      countryCode: 1,
      orgOfficialMail: 'admin@yukbirja.az',
      activity: 'Platform operator',
      suspended: false,
      suspensionReason: null,
      suspendedUntil: null,
      createdAt: daysAgo(now, 500),
      carrierProfile: null,
    },
  ];
  const users: DemoData['users'] = [
    {
      id: 1,
      organizationId: 1,
      name: 'Leyla',
      surname: 'Məmmədova',
      email: 'importer@demo.az',
      passwordHash,
      status: 'ACTIVE',
      createdAt: daysAgo(now, 320),
    },
    {
      id: 2,
      organizationId: 1,
      name: 'Rəşad',
      surname: 'Quliyev',
      email: 'rashad@bakiticaret.az',
      passwordHash,
      status: 'ACTIVE',
      createdAt: daysAgo(now, 200),
    },
    {
      id: 3,
      organizationId: 4,
      name: 'Elvin',
      surname: 'Həsənov',
      email: 'carrier@demo.az',
      passwordHash,
      status: 'ACTIVE',
      createdAt: daysAgo(now, 400),
    },
    {
      id: 4,
      organizationId: 4,
      name: 'Nigar',
      surname: 'Əliyeva',
      email: 'nigar@xezerlogistika.az',
      passwordHash,
      status: 'INVITED',
      createdAt: daysAgo(now, 12),
    },
    {
      id: 5,
      organizationId: 8,
      name: 'Tural',
      surname: 'İsmayılov',
      email: 'admin@demo.az',
      passwordHash,
      status: 'ACTIVE',
      createdAt: daysAgo(now, 500),
    },
    {
      id: 6,
      organizationId: 2,
      name: 'Kamran',
      surname: 'Babayev',
      email: 'kamran@genceaqro.az',
      passwordHash,
      status: 'ACTIVE',
      createdAt: daysAgo(now, 210),
    },
    {
      id: 7,
      organizationId: 5,
      name: 'Aysel',
      surname: 'Nəsibova',
      email: 'aysel@silkwaycargo.az',
      passwordHash,
      status: 'ACTIVE',
      createdAt: daysAgo(now, 365),
    },
    {
      id: 8,
      organizationId: 6,
      name: 'Mehmet',
      surname: 'Yılmaz',
      email: 'mehmet@anadolunakliyat.com.tr',
      passwordHash,
      status: 'ACTIVE',
      createdAt: daysAgo(now, 150),
    },
  ];

  const lanes: Array<[number, string, number, string, TransportMode, string, string, number]> = [
    [2, 'Istanbul', 1, 'Baku', 'ROAD', 'furniture_accessories', 'Office furniture, 33 pallets', 12_400],
    [6, 'Shanghai', 1, 'Baku', 'RAIL', 'appliances_material', 'Household appliances', 18_000],
    [7, 'Hamburg', 1, 'Baku', 'SEA', 'vehicles_engines_spare_parts', 'Tractor spare parts', 9_800],
    [10, 'Dubai', 1, 'Baku', 'AIR', 'apparels_accessories', 'Apparel samples', 420],
    [4, 'Moscow', 1, 'Sumgait', 'ROAD', 'building_materials', 'Ceramic tiles', 20_500],
    [2, 'Mersin', 1, 'Ganja', 'ROAD', 'beverages_foods_plants', 'Citrus fruit, reefer', 19_000],
    [11, 'Milan', 1, 'Baku', 'ROAD', 'industrial_products', 'Packaging machine', 6_300],
    [5, 'Aktau', 1, 'Alat', 'SEA', 'chemicals_healthcare', 'Fertiliser in big bags', 22_000],
    [3, 'Poti', 1, 'Baku', 'RAIL', 'paperboard_prints', 'Corrugated board rolls', 15_700],
    [8, 'Tabriz', 1, 'Baku', 'ROAD', 'leisure_items', 'Fitness equipment', 4_200],
    [12, 'Gdansk', 1, 'Baku', 'SEA', 'others', 'Mixed consolidated cargo', 7_600],
    [9, 'Tashkent', 1, 'Baku', 'ROAD', 'beverages_foods_plants', 'Dried fruit', 10_900],
    [6, 'Urumqi', 1, 'Baku', 'RAIL', 'industrial_products', 'Solar panels', 16_400],
    [2, 'Bursa', 1, 'Baku', 'ROAD', 'apparels_accessories', 'Textile rolls', 8_800],
  ];
  const statuses: Status[] = STATUSES.filter((s) => s !== 'cancelled');
  const curated: InquiryRecord[] = lanes.map(
    ([fromC, fromCity, toC, toCity, mode, commodity, product, weight], i) => {
      const status = statuses[i % statuses.length] ?? 'active';
      const created = now - i * 3 * 86_400_000;
      const pickupDay = now + (5 + i) * 86_400_000;
      const pieces = Math.max(1, Math.round(weight / 500));
      return {
        id: 101 + i,
        inquiryCode: `INQ-${String(24101 + i)}`,
        organizationId: i % 4 === 3 ? 2 : 1,
        createdBy: i % 4 === 3 ? 6 : 1,
        status,
        verified: status === 'approved' || status === 'awarded' || i % 2 === 0,
        sendTo: 'ALL_CARRIERS',
        carrierIds: [],
        pickup: {
          countryId: fromC,
          cityId: cityId(fromC, fromCity),
          city: fromCity,
          address: `${fromCity} industrial zone`,
          date: isoDay(pickupDay),
          locationType: 'factory_warehouse',
        },
        delivery:
          status === 'draft'
            ? null
            : {
                countryId: toC,
                cityId: cityId(toC, toCity),
                city: toCity,
                address: `${toCity} logistics centre`,
                date: isoDay(pickupDay + (10 + i) * 86_400_000),
                locationType: 'business_address',
              },
        shipmentMode: status === 'draft' ? null : mode,
        truckType: mode === 'ROAD' ? 'tilt_96' : null,
        ftl: mode === 'ROAD' ? true : null,
        containerType: mode === 'SEA' ? 'ft40_hc' : null,
        commodityType: commodity,
        readiness: 'ready',
        description: product,
        incoterms: 'FCA',
        goods:
          status === 'draft'
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
        documents: { packageList: null, certificateOfOrigin: null, msdsCertificate: null },
        notes: i % 3 === 0 ? 'Customs clearance at destination by the importer.' : '',
        statusReason: seedStatusReason(status),
        draft: status === 'draft' ? { step: 3, values: {} } : null,
        steps: stepsFor(status, pickupDay),
        biddingClosesAt:
          SEED_DEADLINE_DAYS[status] === undefined ? null : deadlineAt(now, SEED_DEADLINE_DAYS[status]),
        activity: [
          {
            id: `a-${101 + i}-1`,
            type: 'created',
            at: new Date(created).toISOString(),
            userId: i % 4 === 3 ? 6 : 1,
            detail: null,
          },
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
        createdAt: new Date(created).toISOString(),
        updatedAt: new Date(created).toISOString(),
        rev: 0,
      };
    },
  );
  const inquiries = [...curated, ...generatedInquiries(now, cities, generatedCount)];

  const carriers = [
    { org: 4, user: 3 },
    { org: 5, user: 7 },
    { org: 6, user: 8 },
  ];
  const currencies: Currency[] = ['USD', 'EUR', 'AZN'];
  const bids: BidRecord[] = [];
  curated.forEach((inquiry, i) => {
    const mode = inquiry.shipmentMode;
    if (inquiry.status === 'draft' || !mode) return;
    carriers.forEach((carrier, c) => {
      if ((i + c) % 4 === 3) return;
      const awarded = (AWARDED_INQUIRY_STATUSES as readonly string[]).includes(inquiry.status);
      const bidders = carriers.filter((_, k) => (i + k) % 4 !== 3);
      const won = awarded && bidders[0] === carrier;
      const bid: BidRecord = {
        bidId: 5001 + bids.length,
        key: `bid-${inquiry.id}-${carrier.org}`,
        inquiryId: inquiry.id,
        organizationId: carrier.org,
        userId: carrier.user,
        shipmentMode: mode,
        value: Math.round(((lanes[i]?.[7] ?? 5000) / 10 + 900 + c * 175 + i * 40) / 5) * 5,
        currency: currencies[c] ?? 'USD',
        notes:
          [
            'Transit 9–11 days, GPS tracking included.',
            'Customs brokerage in Baku included.',
            'Departure within 48 hours.',
          ][c] ?? '',
        status: won
          ? inquiry.status === 'completed'
            ? 'COMPLETED'
            : inquiry.status === 'delivered'
              ? 'DELIVERED'
              : 'APPROVED'
          : awarded
            ? 'LOST'
            : inquiry.status === 'rejected' || inquiry.status === 'canceled' || inquiry.status === 'archived'
              ? 'CANCELED'
              : 'PENDING',
        truckCount: mode === 'ROAD' ? 1 + c : null,
        certifications: c === 0 ? 'ISO 9001, TIR Carnet' : null,
        preferredRegions:
          c === 2
            ? ['TURKEY_AZERBAIJAN', 'EUROPE_AZERBAIJAN']
            : c === 1
              ? ['CHINA', 'TRANS_EURASIA_CASPIAN']
              : [],
        insuranceTypes: c === 0 ? ['CARGO', 'CMR'] : c === 1 ? ['AWB'] : [],
        transitDays: seedTransitDays(mode, c),
        breakdown: [],
        updateCount: 0,
        createdAt: daysAgo(now, Math.max(0, i * 3 - 1)),
        updatedAt: daysAgo(now, Math.max(0, i * 3 - 1)),
        history: [],
      };
      bids.push(withPlacedHistory(c === 1 ? { ...bid, breakdown: seedBreakdown(bid.value) } : bid));
    });
  });
  const generatedOnes = inquiries.slice(curated.length);
  for (const bid of generateBids({
    now,
    inquiries: generatedOnes,
    firstBidId: 5001 + bids.length,
    count: size.bids,
  }))
    bids.push(withPlacedHistory({ ...bid, history: [] }));

  const won = bids.filter(
    (b) => b.status === 'APPROVED' || b.status === 'DELIVERED' || b.status === 'COMPLETED',
  );
  const transactions: TransactionRecord[] = [];
  const invoices: InvoiceRecord[] = [];
  won.forEach((bid, i) => {
    if (i % 3 === 2) return;
    const paid = i % 3 === 0;
    const charge = chargeFor([bid], null);
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
    transactions.push({
      id,
      organizationId: bid.organizationId,
      bidIds: [bid.bidId],
      lines: charge.lines,
      commissionRatePercent: charge.commissionRatePercent,
      amount: charge.amount,
      commission: charge.commission,
      discount: charge.discount,
      currency: bid.currency,
      status: paid ? 'succeeded' : 'failed',
      paymentMethod: 'CARD',
      cardLast4: paid ? '4242' : '0002',
      description: `${String(COMMISSION_RATE_PERCENT)}% · ${inquiries.find((q) => q.id === bid.inquiryId)?.inquiryCode ?? ''}`,
      failureReason: paid ? null : 'cardDeclined',
      promoCode: null,
      createdAt: at,
      paymentDate: paid ? at : null,
      invoiceId: paid ? (invoices.at(-1)?.id ?? null) : null,
    });
  });

  const promoCodes: PromoCodeRecord[] = [
    {
      id: 1,
      code: 'CASPIAN2026',
      kind: 'COMMISSION',
      value: 1.5,
      currency: null,
      createdAt: daysAgo(now, 30),
      expiresAt: isoDay(now + 60 * 86_400_000),
      maxUses: 100,
      usedCount: 12,
      expiredByHand: false,
    },
    {
      id: 2,
      code: 'WELCOME50',
      kind: 'DISCOUNT',
      value: 50,
      currency: 'USD',
      createdAt: daysAgo(now, 20),
      expiresAt: isoDay(now + 30 * 86_400_000),
      maxUses: 50,
      usedCount: 3,
      expiredByHand: false,
    },
    {
      id: 3,
      code: 'SUMMER25',
      kind: 'COMMISSION',
      value: 2,
      currency: null,
      createdAt: daysAgo(now, 150),
      expiresAt: isoDay(now - 60 * 86_400_000),
      maxUses: 200,
      usedCount: 87,
      expiredByHand: false,
    },
    {
      id: 4,
      code: 'VIP-ONCE',
      kind: 'DISCOUNT',
      value: 100,
      currency: 'EUR',
      createdAt: daysAgo(now, 10),
      expiresAt: isoDay(now + 90 * 86_400_000),
      maxUses: 1,
      usedCount: 1,
      expiredByHand: false,
    },
  ];

  const mail = (
    id: number,
    from: [org: number, user: number],
    to: number,
    subject: string,
    body: string,
    days: number,
    read: boolean,
    replyToId: number | null = null,
  ): MailRecord => ({
    id,
    fromOrganizationId: from[0],
    toOrganizationId: to,
    fromUserId: from[1],
    subject,
    body,
    attachmentIds: [],
    sentAt: daysAgo(now, days),
    readAt: read ? daysAgo(now, Math.max(0, days - 1)) : null,
    replyToId,
  });
  const mails: MailRecord[] = [
    mail(
      1,
      [4, 3],
      1,
      'Loading slot in Istanbul',
      '<p>Salam!</p><p>The truck can load on <b>Monday at 09:00</b>. Please confirm the warehouse address.</p>',
      1,
      false,
    ),
    mail(
      2,
      [1, 1],
      4,
      'Re: Loading slot in Istanbul',
      '<p>Confirmed, gate 4. The packing list is attached to the inquiry.</p>',
      0,
      false,
      1,
    ),
    mail(
      3,
      [5, 7],
      1,
      'Rail departure from Shanghai',
      '<p>The block train leaves on the 14th; transit to Baku is about <b>18 days</b>.</p>',
      4,
      true,
    ),
    mail(
      4,
      [6, 8],
      1,
      'Reefer availability for Mersin citrus',
      '<p>We have two reefer trailers free next week.</p><ul><li>+2 °C to +4 °C</li><li>GPS temperature log</li></ul>',
      6,
      true,
    ),
    mail(
      5,
      [1, 1],
      5,
      'Customs papers for INQ-24102',
      '<p>Please find the invoice and the packing list on the inquiry page.</p>',
      9,
      true,
    ),
    mail(
      6,
      [4, 3],
      2,
      'Tractor parts from Hamburg',
      '<p>Our offer includes port handling in Poti. See <a href="https://www.potiseaport.com">the port site</a> for the schedule.</p>',
      12,
      true,
    ),
  ];

  const day = (offset: number) => isoDay(now + offset * 86_400_000);
  const routeOffers: RouteOfferRecord[] = [
    {
      id: 1,
      organizationId: 4,
      pickupCountryId: 2,
      pickupCity: 'Istanbul',
      deliveryCountryId: 1,
      deliveryCity: 'Baku',
      mode: 'ROAD',
      price: 2150,
      currency: 'USD',
      validFrom: day(-10),
      validUntil: day(80),
      capacity: 6,
      capacityUnit: 'TRUCKS_PER_WEEK',
      notes: 'Tilt 96 m³, TIR, door to door in 8–10 days.',
      createdAt: daysAgo(now, 10),
      withdrawn: false,
    },
    {
      id: 2,
      organizationId: 4,
      pickupCountryId: 4,
      pickupCity: 'Moscow',
      deliveryCountryId: 1,
      deliveryCity: 'Sumgait',
      mode: 'ROAD',
      price: 2900,
      currency: 'USD',
      validFrom: day(-30),
      validUntil: day(30),
      capacity: 3,
      capacityUnit: 'TRUCKS_PER_WEEK',
      notes: 'Via Yarag-Kazmalyar; customs brokerage included.',
      createdAt: daysAgo(now, 30),
      withdrawn: false,
    },
    {
      id: 3,
      organizationId: 5,
      pickupCountryId: 6,
      pickupCity: 'Shanghai',
      deliveryCountryId: 1,
      deliveryCity: 'Baku',
      mode: 'RAIL',
      price: 4200,
      currency: 'USD',
      validFrom: day(-5),
      validUntil: day(120),
      capacity: 10,
      capacityUnit: 'CONTAINERS_PER_WEEK',
      notes: 'Block train via Khorgos and Aktau, 18 days.',
      createdAt: daysAgo(now, 5),
      withdrawn: false,
    },
    {
      id: 4,
      organizationId: 6,
      pickupCountryId: 2,
      pickupCity: 'Mersin',
      deliveryCountryId: 1,
      deliveryCity: 'Ganja',
      mode: 'ROAD',
      price: 2650,
      currency: 'EUR',
      validFrom: day(-20),
      validUntil: day(60),
      capacity: 4,
      capacityUnit: 'TRUCKS_PER_WEEK',
      notes: 'Reefer trailers, +2 °C to +25 °C.',
      createdAt: daysAgo(now, 20),
      withdrawn: false,
    },
    {
      id: 5,
      organizationId: 6,
      pickupCountryId: 7,
      pickupCity: 'Hamburg',
      deliveryCountryId: 1,
      deliveryCity: 'Baku',
      mode: 'SEA',
      price: 3100,
      currency: 'EUR',
      validFrom: day(-90),
      validUntil: day(-5),
      capacity: 5,
      capacityUnit: 'CONTAINERS_PER_WEEK',
      notes: 'Via Poti, 40ft HC.',
      createdAt: daysAgo(now, 90),
      withdrawn: false,
    },
  ];

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
