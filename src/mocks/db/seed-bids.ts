import type { Currency, TransportMode } from '@/config/enums';
import type { BidRecord, InquiryRecord } from './models';
import { placedBid } from './placed-bid-history';

const TRANSIT_DAYS: Record<TransportMode, number> = { AIR: 3, ROAD: 9, RAIL: 16, SEA: 28 };

/** Days in transit a carrier would quote by mode, the later bidders a little slower. */
export const seedTransitDays = (mode: TransportMode, bidder: number) => TRANSIT_DAYS[mode] + bidder * 2;

export const GENERATED_BID_COUNT = 2_000;

const OPEN_FOR_BIDS = new Set(['active', 'pending', 'under_review']);
const BIDDERS = [
  { org: 5, user: 7, currency: 'EUR' as Currency, notes: 'Transit as quoted, GPS tracking included.' },
  { org: 6, user: 8, currency: 'USD' as Currency, notes: 'Departure within 72 hours.' },
];
const hour = 3_600_000;

export function generateBids(options: {
  now: number;
  inquiries: InquiryRecord[];
  firstBidId: number;
  count: number;
}): BidRecord[] {
  const open = options.inquiries
    .filter((inquiry) => OPEN_FOR_BIDS.has(inquiry.status) && inquiry.shipmentMode)
    .slice(0, Math.floor(options.count / BIDDERS.length));
  return open.flatMap((inquiry, i) =>
    BIDDERS.map((bidder, b) => {
      const mode = inquiry.shipmentMode as NonNullable<InquiryRecord['shipmentMode']>;
      const weight = inquiry.goods.reduce((sum, g) => sum + g.weight * g.quantity, 0);
      const at = new Date(
        Math.min(options.now, Date.parse(inquiry.createdAt) + (2 + ((i * 7 + b * 5) % 40)) * hour),
      ).toISOString();
      return placedBid({
        bidId: options.firstBidId + i * BIDDERS.length + b,
        key: `bid-${inquiry.id}-${bidder.org}`,
        inquiryId: inquiry.id,
        organizationId: bidder.org,
        userId: bidder.user,
        shipmentMode: mode,
        value: Math.round((800 + weight * (mode === 'AIR' ? 2.4 : 0.35) + b * 120 + (i % 9) * 35) / 5) * 5,
        currency: bidder.currency,
        notes: bidder.notes,
        status: 'PENDING' as const,
        truckCount: mode === 'ROAD' ? 1 + b : null,
        certifications: b === 0 ? 'ISO 9001' : null,
        preferredRegions: [],
        insuranceTypes: b === 0 ? ['CARGO'] : [],
        transitDays: seedTransitDays(mode, b),
        breakdown: [],
        createdAt: at,
      });
    }),
  );
}
