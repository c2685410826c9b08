import type { z } from 'zod/mini';
import type { bidListItemSchema, bidSchema } from '@/features/bids/schemas';
import type { Language } from '@/config/enums';
import type { BidHistoryRecord, BidRecord, DemoData, InquiryRecord } from './db/models';
import { cityNameIn, countryNameIn } from './db/places';

const userName = (db: DemoData, id: number | null) => {
  const user = id === null ? undefined : db.users.find((u) => u.id === id);
  return user ? `${user.name} ${user.surname}` : '';
};

const placeName = (db: DemoData, place: InquiryRecord['pickup'], language: Language) =>
  place ? `${cityNameIn(db, place, language)}, ${countryNameIn(db, place.countryId, language)}` : '';

export function toBidDto(db: DemoData, bid: BidRecord, inquiry: InquiryRecord) {
  const user = db.users.find((u) => u.id === bid.userId);
  const organization = db.organizations.find((o) => o.id === bid.organizationId);
  return {
    bidId: bid.bidId,
    key: bid.key,
    inquiryId: bid.inquiryId,
    inquiryCode: inquiry.inquiryCode,
    userName: user?.name ?? '',
    userSurname: user?.surname ?? '',
    certifications: bid.certifications,
    shipmentMode: bid.shipmentMode,
    truckCount: bid.truckCount,
    preferredRegions: bid.preferredRegions,
    insuranceTypes: bid.insuranceTypes,
    value: bid.value,
    currency: bid.currency,
    createdAt: bid.createdAt,
    organizationName: organization?.organizaName ?? '',
    notes: bid.notes,
    status: bid.status,
    updateCount: bid.updateCount,
    updatedAt: bid.updatedAt,
    transitDays: bid.transitDays,
    breakdown: bid.breakdown,
  } satisfies z.input<typeof bidSchema>;
}

export function toBidListItem(db: DemoData, bid: BidRecord, inquiry: InquiryRecord, language: Language) {
  return {
    ...toBidDto(db, bid, inquiry),
    organizationId: bid.organizationId,
    importerName: db.organizations.find((o) => o.id === inquiry.organizationId)?.organizaName ?? '',
    inquiryStatus: inquiry.status,
    from: placeName(db, inquiry.pickup, language),
    to: placeName(db, inquiry.delivery, language),
  } satisfies z.input<typeof bidListItemSchema>;
}

export const toBidHistory = (db: DemoData, bid: BidRecord) =>
  bid.history.map((entry: BidHistoryRecord, index) => ({
    id: `${bid.bidId}-${index}`,
    at: entry.at,
    actor: userName(db, entry.userId),
    kind: entry.kind,
    status: entry.status,
    changes: entry.changes,
  }));

/** Records a status change on the bid's history, so the carrier sees when and why it moved. */
export function setBidStatus(bid: BidRecord, status: BidRecord['status'], userId: number | null) {
  if (bid.status === status) return;
  bid.status = status;
  bid.updatedAt = new Date().toISOString();
  bid.history.push({ at: bid.updatedAt, userId, kind: 'status', status, changes: [] });
}
