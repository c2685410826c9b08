import { http } from 'msw';
import { CHARGE_TYPES } from '@/config/enums';
import { biddingClosed } from '@/lib/deadline';
import { endpoints } from '@/config/endpoints';
import { MAX_BID_UPDATES, MAX_BIDS_PER_INQUIRY } from '@/config/limits';
import { BID_HISTORY_FIELDS, bidCreateSchema, bidTermsSchema, type BidTerms } from '@/features/bids/schemas';
import { carrierProfileInputSchema, isCarrierProfileComplete } from '@/features/carrier-profile/schemas';

import type { BidHistoryRecord, BidRecord, DemoData, OrganizationRecord } from '../db/models';
import { toBidDto, toBidHistory } from '../bid-dto';
import { notifyOrganization } from '../notify';
import { activeWrite, apiUrl, type AuthContext, fail, authedRead } from '../http';
import { carrierMayRead, isOpenForBids } from '../inquiry-access';
import { addEvent, findInquiry } from '../inquiry-events';
import { placedBid } from '../db/placed-bid-history';

const profileAnswer = (organization: OrganizationRecord) => ({
  profile: organization.carrierProfile,
  complete: isCarrierProfileComplete(organization.carrierProfile),
});

function carrierInquiry(request: Request, db: DemoData, auth: AuthContext, id: unknown) {
  const inquiry = findInquiry(request, db, id);
  if (!carrierMayRead(db, inquiry, auth.organization.id)) throw fail(request, 404, 'notFound');
  return inquiry;
}

const ownBidsOn = (db: DemoData, inquiryId: number, organizationId: number) =>
  db.bids.filter((b) => b.inquiryId === inquiryId && b.organizationId === organizationId);

function diffTerms(bid: BidRecord, next: KeptTerms): BidHistoryRecord['changes'] {
  const changes: BidHistoryRecord['changes'] = [];
  for (const field of BID_HISTORY_FIELDS) {
    const from = bid[field];
    const to = next[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field, from, to });
  }
  return changes;
}

const normalise = (terms: BidTerms) => ({
  ...terms,
  notes: terms.notes.trim(),
  certifications: terms.certifications?.trim() || null,
  transitDays: terms.transitDays ?? null,
  breakdown: [...(terms.breakdown ?? [])].sort(
    (a, b) => CHARGE_TYPES.indexOf(a.type) - CHARGE_TYPES.indexOf(b.type),
  ),
});
type KeptTerms = ReturnType<typeof normalise>;

export const bidOfferHandlers = [
  http.get(
    apiUrl(endpoints.organization.carrierProfile),
    authedRead(['LOGISTIC'], ({ auth }) => profileAnswer(auth.organization)),
  ),

  http.put(
    apiUrl(endpoints.organization.carrierProfile),
    activeWrite(['LOGISTIC'], carrierProfileInputSchema, ({ request, auth, body, db }) => {
      const organization = db.organizations.find((o) => o.id === auth.organization.id);
      if (!organization) throw fail(request, 404, 'notFound');
      organization.carrierProfile = {
        ...body,
        truckCount: body.hasTruck ? body.truckCount : null,
        updatedAt: new Date().toISOString(),
      };
      return profileAnswer(organization);
    }),
  ),

  http.get(
    apiUrl(endpoints.bids.mine(':inquiryId')),
    authedRead(['LOGISTIC'], ({ request, params, auth, db }) => {
      const inquiry = carrierInquiry(request, db, auth, params.inquiryId);
      const bids = ownBidsOn(db, inquiry.id, auth.organization.id).sort(
        (a, b) => b.createdAt.localeCompare(a.createdAt) || b.bidId - a.bidId,
      );
      return {
        inquiryId: inquiry.id,
        inquiryCode: inquiry.inquiryCode,
        inquiryStatus: inquiry.status,
        shipmentMode: inquiry.shipmentMode,
        open: isOpenForBids(inquiry),
        bidsLeft: Math.max(0, MAX_BIDS_PER_INQUIRY - bids.length),
        bids: bids.map((b) => toBidDto(db, b, inquiry)),
      };
    }),
  ),

  http.post(
    apiUrl(endpoints.bids.create),
    activeWrite(
      ['LOGISTIC'],
      bidCreateSchema,
      ({ request, auth, body, db }) => {
        if (!isCarrierProfileComplete(auth.organization.carrierProfile))
          throw fail(request, 422, 'profileIncomplete');
        const inquiry = carrierInquiry(request, db, auth, body.inquiryId);
        if (biddingClosed(inquiry.biddingClosesAt)) throw fail(request, 409, 'biddingClosed');
        if (!isOpenForBids(inquiry)) throw fail(request, 409, 'inquiryClosed');
        if (ownBidsOn(db, inquiry.id, auth.organization.id).length >= MAX_BIDS_PER_INQUIRY)
          throw fail(request, 422, 'maxBids');
        const now = new Date().toISOString();
        const bidId = db.bids.reduce((max, b) => Math.max(max, b.bidId), 5000) + 1;
        const bid = placedBid({
          bidId,
          key: `bid-${inquiry.id}-${auth.organization.id}-${bidId}`,
          inquiryId: inquiry.id,
          organizationId: auth.organization.id,
          userId: auth.user.id,
          ...normalise(body),
          status: 'PENDING',
          createdAt: now,
        });
        db.bids.push(bid);
        addEvent(inquiry, 'bid_received', auth.user.id, auth.organization.organizaName, now, `bid${bidId}`);
        inquiry.rev += 1;
        notifyOrganization(db, inquiry.organizationId, 'NEW_BID', {
          inquiryId: inquiry.id,
          bidId,
          organizationName: auth.organization.organizaName,
          value: bid.value,
          currency: bid.currency,
        });
        return toBidDto(db, bid, inquiry);
      },
      201,
    ),
  ),

  http.put(
    apiUrl(endpoints.bids.update(':bidId')),
    activeWrite(['LOGISTIC'], bidTermsSchema, ({ request, params, auth, body, db }) => {
      const terms = normalise(body);
      const bid = db.bids.find(
        (b) => b.bidId === Number(params.bidId) && b.organizationId === auth.organization.id,
      );
      const inquiry = bid && db.inquiries.find((i) => i.id === bid.inquiryId);
      if (!bid || !inquiry) throw fail(request, 404, 'notFound');
      if (bid.status !== 'PENDING') throw fail(request, 409, 'bidNotEditable');
      if (biddingClosed(inquiry.biddingClosesAt)) throw fail(request, 409, 'biddingClosed');
      if (!isOpenForBids(inquiry)) throw fail(request, 409, 'inquiryClosed');
      if (bid.updateCount >= MAX_BID_UPDATES) throw fail(request, 422, 'maxUpdates');
      const changes = diffTerms(bid, terms);
      if (changes.length === 0) throw fail(request, 422, 'noChanges');
      Object.assign(bid, terms);
      bid.updateCount += 1;
      bid.updatedAt = new Date().toISOString();
      bid.history.push({
        at: bid.updatedAt,
        userId: auth.user.id,
        kind: 'updated',
        status: null,
        changes,
      });
      return toBidDto(db, bid, inquiry);
    }),
  ),

  http.get(
    apiUrl(endpoints.bids.history(':bidId')),
    authedRead(undefined, ({ request, params, auth, db }) => {
      const bid = db.bids.find((b) => b.bidId === Number(params.bidId));
      const inquiry = bid && db.inquiries.find((i) => i.id === bid.inquiryId);
      const allowed =
        bid &&
        inquiry &&
        (auth.role === 'ADMIN' ||
          (auth.role === 'LOGISTIC' && bid.organizationId === auth.organization.id) ||
          (auth.role === 'IMPORTER' && inquiry.organizationId === auth.organization.id));
      if (!bid || !allowed) throw fail(request, 404, 'notFound');
      return toBidHistory(db, bid);
    }),
  ),
];
