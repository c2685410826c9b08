import { z } from 'zod/mini';
import { TRANSPORT_MODES } from '@/config/enums';
import { pageSchema } from '@/lib/page';

// Bids on one inquiry, as GET /api/bids/bids/{id} answers them (docs/api.md, 'Bids').

export const BID_STATUSES = ['PENDING', 'APPROVED', 'DELIVERED', 'REJECTED', 'CANCELED', 'LOST'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

/** The statuses the all-bids screen filters by; '' is every status. */
export const BID_FILTERS = ['', 'PENDING', 'APPROVED', 'DELIVERED', 'REJECTED', 'LOST'] as const;
export type BidFilter = (typeof BID_FILTERS)[number];

export const bidSchema = z.object({
  bidId: z.number(),
  key: z.string(),
  inquiryId: z.number(),
  inquiryCode: z.string(),
  userName: z.string(),
  userSurname: z.string(),
  certifications: z.nullable(z.string()),
  shipmentMode: z.enum(TRANSPORT_MODES),
  truckCount: z.nullable(z.number()),
  preferredRegions: z.array(z.string()),
  insuranceTypes: z.array(z.string()),
  value: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  organizationName: z.string(),
  notes: z.string(),
  status: z.enum(BID_STATUSES),
  updateCount: z.number(),
});
export type Bid = z.infer<typeof bidSchema>;

export const bidPageSchema = pageSchema(bidSchema);
export type BidPage = z.infer<typeof bidPageSchema>;

/** The screen's URL state: status as in the URL (any case), page one-based. */
export type AllBidsQuery = { status: string; size: number; page: number };

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function parseAllBidsQuery(params: URLSearchParams): AllBidsQuery {
  const status = (params.get('status') ?? '').toUpperCase();
  return {
    status: (BID_FILTERS as readonly string[]).includes(status) ? status : '',
    size: positiveInt(params.get('size'), 10),
    page: positiveInt(params.get('page'), 1),
  };
}
