import { http, HttpResponse } from 'msw';
import { endpoints } from '@/config/endpoints';
import { readDb, writeDb } from '../db/db';
import type { BidRecord, DemoData, InquiryRecord } from '../db/models';
import { apiUrl, assertActive, authenticate, fail, handle, type AuthContext } from '../http';
import { paginate } from '../paginate';

// The importer's side of bids (spec §7, docs/api.md 'Bids'): the bids on one of its inquiries,
// accepting one (PUT approve/{bidId}) and turning one down (PUT reject/{key}).

let eventSeq = 0;

function toBidDto(db: DemoData, bid: BidRecord, inquiry: InquiryRecord) {
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
  };
}

/** The inquiry, if the caller may see its bids: its importer or an admin. Anyone else gets 404. */
function ownInquiry(request: Request, db: DemoData, auth: AuthContext, id: number, adminToo: boolean) {
  const inquiry = db.inquiries.find((i) => i.id === id);
  const allowed =
    inquiry && (inquiry.organizationId === auth.organization.id || (adminToo && auth.role === 'ADMIN'));
  if (!inquiry || !allowed) throw fail(request, 404, 'notFound');
  return inquiry;
}

/** A pending bid on one of the caller's inquiries. */
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
    handle(({ request, params }) => {
      const auth = authenticate(request);
      const db = readDb();
      const inquiry = ownInquiry(request, db, auth, Number(params.id), true);
      const url = new URL(request.url);
      const status = (url.searchParams.get('status') ?? '').toUpperCase();
      const rows = db.bids
        .filter((b) => b.inquiryId === inquiry.id && (!status || b.status === status))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.bidId - a.bidId)
        .map((b) => toBidDto(db, b, inquiry));
      return HttpResponse.json(paginate(rows, url));
    }),
  ),

  http.put(
    apiUrl(endpoints.bids.approve(':bidId')),
    handle(({ request, params }) => {
      const auth = authenticate(request, ['IMPORTER']);
      assertActive(request, auth);
      return HttpResponse.json(
        writeDb((db) => {
          const { bid, inquiry } = pendingBid(request, db, auth, (b) => b.bidId === Number(params.bidId));
          bid.status = 'APPROVED';
          for (const other of db.bids)
            if (other.inquiryId === inquiry.id && other !== bid && other.status === 'PENDING')
              other.status = 'LOST';
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
      );
    }),
  ),

  http.put(
    apiUrl(endpoints.bids.reject(':key')),
    handle(({ request, params }) => {
      const auth = authenticate(request, ['IMPORTER']);
      assertActive(request, auth);
      return HttpResponse.json(
        writeDb((db) => {
          const { bid, inquiry } = pendingBid(request, db, auth, (b) => b.key === String(params.key));
          bid.status = 'REJECTED';
          return toBidDto(db, bid, inquiry);
        }),
      );
    }),
  ),
];
