import { toApiDate as isoDay } from '@/lib/dates';
import {
  COMMODITY_TYPES,
  CONTAINER_TYPES,
  GOODS_READINESS,
  INCOTERMS,
  LOCATION_TYPES,
  SHIPMENT_STEPS,
  STATUSES,
  TRANSPORT_MODES,
  TRUCK_TYPES,
  type Status,
  type TransportMode,
} from '@/config/enums';
import type { CityRecord, GoodsRecord, InquiryRecord } from './models';

export const GENERATED_INQUIRY_COUNT = 10_000;
export const FIRST_GENERATED_ID = 100_000;

const day = 86_400_000;

function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

export function stepsFor(status: Status, at: number): InquiryRecord['steps'] {
  const done =
    status === 'completed' || status === 'delivered'
      ? SHIPMENT_STEPS.length
      : status === 'in_progress'
        ? 3
        : status === 'awarded' || status === 'approved'
          ? 1
          : 0;
  return SHIPMENT_STEPS.map((step, i) => ({
    step,
    doneAt: i < done ? new Date(at + i * day).toISOString() : null,
  }));
}

/** A draft nobody has filled in yet; the seeds and a new draft start from it. */
export const blankInquiry = (
  id: number,
  organizationId: number,
  createdBy: number,
  createdAt: string,
): InquiryRecord => ({
  id,
  inquiryCode: `INQ-${String(id)}`,
  organizationId,
  createdBy,
  status: 'draft',
  verified: false,
  sendTo: null,
  carrierIds: [],
  pickup: null,
  delivery: null,
  shipmentMode: null,
  truckType: null,
  ftl: null,
  containerType: null,
  commodityType: null,
  readiness: null,
  description: '',
  incoterms: null,
  goods: [],
  documents: { packageList: null, certificateOfOrigin: null, msdsCertificate: null },
  notes: '',
  statusReason: null,
  draft: null,
  steps: stepsFor('draft', 0),
  biddingClosesAt: null,
  activity: [],
  createdAt,
  updatedAt: createdAt,
  rev: 0,
});

/** Why a seeded inquiry is on hold or was rejected, the same for the curated and the generated ones. */
export function seedStatusReason(status: Status): string | null {
  if (status === 'on_hold') return 'Waiting for the supplier’s export licence.';
  if (status === 'rejected') return 'Incomplete cargo description.';
  return null;
}

export function goodsFor(rand: () => number, mode: TransportMode): GoodsRecord[] {
  const rows = 1 + Math.floor(rand() * 3);
  return Array.from({ length: rows }, () => {
    const pallets = rand() < 0.6;
    return {
      packageType: pallets ? 'pallets' : 'boxes_crates',
      palletType: pallets ? pick(rand, ['eur1', 'eur2', 'p48x40', 'non_specified'] as const) : null,
      weight: mode === 'AIR' ? 20 + Math.round(rand() * 80) : 150 + Math.round(rand() * 700),
      length: pallets ? 120 : 40 + Math.round(rand() * 80),
      width: pallets ? 80 : 30 + Math.round(rand() * 60),
      height: 60 + Math.round(rand() * 120),
      quantity: 1 + Math.floor(rand() * (mode === 'AIR' ? 6 : 26)),
      dangerous: rand() < 0.07,
      stackable: rand() < 0.6,
    };
  });
}

export function generateInquiries(options: {
  now: number;
  importerIds: number[];
  importerUsers: Record<number, number>;
  cities: CityRecord[];
  count: number;
}): InquiryRecord[] {
  const rand = random(20261121);
  const origins = options.cities.filter((c) => c.countryId !== 1);
  const destinations = options.cities.filter((c) => c.countryId === 1);
  const statuses = STATUSES.filter((s) => s !== 'cancelled');
  return Array.from({ length: options.count }, (_, i) => {
    const id = FIRST_GENERATED_ID + i;
    const organizationId =
      rand() < 0.05 ? (options.importerIds[0] as number) : pick(rand, options.importerIds);
    const mode = pick(rand, TRANSPORT_MODES);
    const from = pick(rand, origins);
    const to = pick(rand, destinations);
    const created = options.now - Math.floor(rand() * 540) * day - Math.floor(rand() * day);
    const pickupAt = created + (3 + Math.floor(rand() * 20)) * day;
    const status =
      rand() < 0.35 ? pick(rand, ['active', 'pending', 'under_review'] as const) : pick(rand, statuses);
    const draft = status === 'draft';
    const createdAt = new Date(created).toISOString();
    return {
      ...blankInquiry(id, organizationId, options.importerUsers[organizationId] ?? 1, createdAt),
      status,
      verified: status === 'approved' || status === 'awarded' || rand() < 0.3,
      sendTo: 'ALL_CARRIERS',
      pickup: {
        countryId: from.countryId,
        cityId: from.id,
        city: from.names.en,
        address: `${from.names.en}, warehouse ${1 + Math.floor(rand() * 40)}`,
        date: isoDay(pickupAt),
        locationType: pick(rand, LOCATION_TYPES),
      },
      delivery: draft
        ? null
        : {
            countryId: to.countryId,
            cityId: to.id,
            city: to.names.en,
            address: `${to.names.en} logistics park`,
            date: isoDay(pickupAt + (4 + Math.floor(rand() * 25)) * day),
            locationType: pick(rand, LOCATION_TYPES),
          },
      shipmentMode: draft ? null : mode,
      truckType: mode === 'ROAD' ? pick(rand, TRUCK_TYPES) : null,
      ftl: mode === 'ROAD' ? rand() < 0.7 : null,
      containerType: mode === 'SEA' ? pick(rand, CONTAINER_TYPES) : null,
      commodityType: pick(rand, COMMODITY_TYPES),
      readiness: pick(rand, GOODS_READINESS),
      description: 'Palletised general cargo',
      incoterms: pick(rand, INCOTERMS),
      goods: draft ? [] : goodsFor(rand, mode),
      statusReason: seedStatusReason(status),
      draft: draft ? { step: 2, values: {} } : null,
      steps: stepsFor(status, pickupAt),
    };
  });
}
