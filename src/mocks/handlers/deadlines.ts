import { http } from 'msw';
import { endpoints } from '@/config/endpoints';
import { deadlineUpdateSchema } from '@/features/inquiries/schemas';
import { calendarDayOf } from '@/lib/dates';
import { biddingClosed, deadlineMs } from '@/lib/deadline';
import { readDb, writeDb } from '../db/db';
import type { DemoData, InquiryRecord } from '../db/models';
import { activeWrite, apiUrl, fail, HttpError } from '../http';
import { message } from '../messages';
import { bidCountOf } from '../inquiry-dto';
import { addEvent, ownInquiry, touch } from '../inquiry-events';
import { notifyOrganization, warnOfDeadlines } from '../notify';

const BIDDING = new Set(['active', 'pending']);
const EXTENDABLE = new Set(['active', 'pending', 'under_review']);

function closeOne(inquiry: InquiryRecord, db: DemoData, at: string) {
  const bidCount = bidCountOf(db, inquiry);
  inquiry.status = 'under_review';
  addEvent(inquiry, 'bidding_closed', null, String(bidCount), at);
  touch(inquiry, at);
  notifyOrganization(db, inquiry.organizationId, 'BIDDING_CLOSED', { inquiryId: inquiry.id, bidCount }, at);
}

export function closeDueBidding(now = Date.now()) {
  const due = (i: InquiryRecord) => BIDDING.has(i.status) && biddingClosed(i.biddingClosesAt, now);
  if (!readDb().inquiries.some(due)) return;
  writeDb((db) => {
    for (const inquiry of db.inquiries.filter(due)) closeOne(inquiry, db, inquiry.biddingClosesAt!);
  });
}

const fieldError = (request: Request, key: string) =>
  new HttpError(400, message(request, 'validation'), { biddingClosesAt: key });

export const deadlineHandlers = [
  http.all(apiUrl('/*'), () => {
    closeDueBidding();
    warnOfDeadlines();
    return undefined;
  }),

  http.put(
    apiUrl(endpoints.inquiries.deadline(':id')),
    activeWrite(['IMPORTER'], deadlineUpdateSchema, ({ request, params, auth, body, db }) => {
      const inquiry = ownInquiry(request, db, auth.organization.id, params.id);
      if (!EXTENDABLE.has(inquiry.status)) throw fail(request, 409, 'notExtendable');
      const next = deadlineMs(body.biddingClosesAt)!;
      const current = deadlineMs(inquiry.biddingClosesAt);
      if (current !== null && next <= current)
        throw fieldError(request, 'inquiries:validation.deadlineNotLater');
      if (inquiry.pickup && calendarDayOf(body.biddingClosesAt) > inquiry.pickup.date)
        throw fieldError(request, 'inquiries:validation.deadlineAfterPickup');
      inquiry.biddingClosesAt = new Date(next).toISOString();
      if (inquiry.status === 'under_review') inquiry.status = 'active';
      addEvent(inquiry, 'deadline_extended', auth.user.id, inquiry.biddingClosesAt);
      touch(inquiry);
      return { id: inquiry.id, status: inquiry.status, biddingClosesAt: inquiry.biddingClosesAt };
    }),
  ),
];
