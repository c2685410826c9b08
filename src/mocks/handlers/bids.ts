import { http } from 'msw';
import { endpoints } from '@/config/endpoints';

import type { BidRecord, DemoData } from '../db/models';
import { setBidStatus, toBidDto } from '../bid-dto';
import { activeWrite, apiUrl, type AuthContext, fail, authedRead } from '../http';
import { paginate } from '../paginate';
import { sortBids } from '../bid-sort';
import { notifyOrganization } from '../notify';
import { ratingSummary } from './ratings';

let eventSeq = 0;

function ownInquiry(request: Request, db: DemoData, auth: AuthContext, id: number, adminToo: boolean) {
  const inquiry = db.inquiries.find((i) => i.id === id);
  const allowed =
    inquiry && (inquiry.organizationId === auth.organization.id || (adminToo && auth.role === 'ADMIN'));
  if (!inquiry || !allowed) throw fail(request, 404, 'notFound');
  return inquiry;
}

function tellCarrier(db: DemoData, bid: BidRecord, auth: AuthContext) {
  notifyOrganization(db, bid.organizationId, bid.status === 'APPROVED' ? 'BID_ACCEPTED' : 'BID_REJECTED', {
    inquiryId: bid.inquiryId,
    bidId: bid.bidId,
    bidStatus: bid.status,
    organizationName: auth.organization.organizaName,
    value: bid.value,
    currency: bid.currency,
  });
}

function pendingBid(request: Request, db: DemoData, auth: AuthContext, match: (b: BidRecord) => boolean) {
  const bid = db.bids.find(match);
  if (!bid) throw fail(request, 404, 'notFound');
  const inquiry = ownInquiry(request, db, auth, bid.inquiryId, false);
  if (bid.status !== 'PENDING') throw fail(request, 409, 'bidNotPending');
  return { bid, inquiry };
}

export const bidsHandlers = [
  http.get(
    apiUrl(endpoints.bids.ofInquiry(':id')),
    authedRead(undefined, ({ request, params, auth, db }) => {
      const inquiry = ownInquiry(request, db, auth, Number(params.id), true);
      const url = new URL(request.url);
      const status = (url.searchParams.get('status') ?? '').toUpperCase();
      const rows = sortBids(
        db.bids.filter((b) => b.inquiryId === inquiry.id && (!status || b.status === status)),
        url.searchParams.get('sort'),
        url.searchParams.get('currency'),
      ).map((b) => ({ ...toBidDto(db, b, inquiry), carrierRating: ratingSummary(db, b.organizationId) }));
      return paginate(rows, url);
    }),
  ),

  http.put(
    apiUrl(endpoints.bids.approve(':bidId')),
    activeWrite(['IMPORTER'], null, ({ request, params, auth, db }) => {
      const { bid, inquiry } = pendingBid(request, db, auth, (b) => b.bidId === Number(params.bidId));
      setBidStatus(bid, 'APPROVED', auth.user.id);
      tellCarrier(db, bid, auth);
      const told = new Set([bid.organizationId]);
      for (const other of db.bids)
        if (other.inquiryId === inquiry.id && other !== bid && other.status === 'PENDING') {
          setBidStatus(other, 'LOST', null);
          if (!told.has(other.organizationId)) tellCarrier(db, other, auth);
          told.add(other.organizationId);
        }
      inquiry.status = 'approved';
      const step = inquiry.steps.find((s) => s.step === 'BID_ACCEPTED');
      if (step && !step.doneAt) step.doneAt = new Date().toISOString();
      eventSeq += 1;
      inquiry.activity.push({
        id: `e-${Date.now()}-b${eventSeq}`,
        type: 'bid_accepted',
        at: new Date().toISOString(),
        userId: auth.user.id,
        detail: bid.key,
      });
      inquiry.rev += 1;
      inquiry.updatedAt = new Date().toISOString();
      return toBidDto(db, bid, inquiry);
    }),
  ),

  http.put(
    apiUrl(endpoints.bids.reject(':key')),
    activeWrite(['IMPORTER'], null, ({ request, params, auth, db }) => {
      const { bid, inquiry } = pendingBid(request, db, auth, (b) => b.key === String(params.key));
      setBidStatus(bid, 'REJECTED', auth.user.id);
      tellCarrier(db, bid, auth);
      return toBidDto(db, bid, inquiry);
    }),
  ),
];
