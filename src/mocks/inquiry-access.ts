import { OPEN_INQUIRY_STATUSES } from '@/config/enums';
import { biddingClosed } from '@/lib/deadline';
import { WON_BID_STATUSES } from './db/billing-ledger';
import type { DemoData, InquiryRecord } from './db/models';

/** Open: a status that takes bids, and its deadline (if any) not reached (lib/deadline.ts). */
export const isOpenForBids = (inquiry: InquiryRecord, now = Date.now()) =>
  (OPEN_INQUIRY_STATUSES as readonly string[]).includes(inquiry.status) &&
  !biddingClosed(inquiry.biddingClosesAt, now);

/** True when one of the carrier's bids on the inquiry was accepted (and the shipment is its). */
export const wonBy = (db: DemoData, inquiry: InquiryRecord, organizationId: number) =>
  db.bids.some(
    (b) =>
      b.inquiryId === inquiry.id &&
      b.organizationId === organizationId &&
      WON_BID_STATUSES.includes(b.status),
  );

/** An open inquiry sent to every carrier or to this one, or a shipment this carrier won. */
export const visibleToCarrier = (db: DemoData, inquiry: InquiryRecord, organizationId: number) =>
  (isOpenForBids(inquiry) &&
    (inquiry.sendTo !== 'SELECTED_CARRIERS' || inquiry.carrierIds.includes(organizationId))) ||
  wonBy(db, inquiry, organizationId);

/** A carrier that once bid on an inquiry may still look at its own bids there after it closed. */
export const hasBidOn = (db: DemoData, inquiry: InquiryRecord, organizationId: number) =>
  db.bids.some((b) => b.inquiryId === inquiry.id && b.organizationId === organizationId);

/** What a carrier may open: a sent inquiry it may bid on, won, or once bid on. */
export const carrierMayRead = (db: DemoData, inquiry: InquiryRecord, organizationId: number) =>
  inquiry.status !== 'draft' &&
  (visibleToCarrier(db, inquiry, organizationId) || hasBidOn(db, inquiry, organizationId));
