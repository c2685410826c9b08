import { http } from 'msw';
import { endpoints } from '@/config/endpoints';

import type { BidRecord, DemoData } from '../db/models';
import { setBidStatus, toBidDto } from '../bid-dto';
import { activeWrite, apiUrl, type AuthContext, fail, authedRead } from '../http';
import { addEvent, findInquiry, ownInquiry, touch } from '../inquiry-events';
import { paginate } from '../paginate';
import { sortBids } from '../bid-sort';
import { notifyOrganization } from '../notify';
import { ratingSummary } from './ratings';

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
  const inquiry = ownInquiry(request, db, auth.organization.id, bid.inquiryId);
  if (bid.status !== 'PENDING') throw fail(request, 409, 'bidNotPending');
  return { bid, inquiry };
}

export const bidsHandlers = [
  http.get(
    apiUrl(endpoints.bids.ofInquiry(':id')),
    authedRead(undefined, ({ request, params, auth, db, url }) => {
      const inquiry =
        auth.role === 'ADMIN'
          ? findInquiry(request, db, params.id)
          : ownInquiry(request, db, auth.organization.id, params.id);
      const status = (url.searchParams.get('status') ?? '').toUpperCase();
      const rows = sortBids(
        db.bids.filter((b) => b.inquiryId === inquiry.id && (!status || b.status === status)),
        url.searchParams.get('sort'),
        url.searchParams.get('currency'),
      );
      return paginate(rows, url, (b) => ({
        ...toBidDto(db, b, inquiry),
        carrierRating: ratingSummary(db, b.organizationId),
      }));
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
      addEvent(inquiry, 'bid_accepted', auth.user.id, bid.key, undefined, `b${bid.bidId}`);
      touch(inquiry);
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
