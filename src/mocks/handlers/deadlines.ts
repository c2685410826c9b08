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
import { notifyOrganization, warnOfDeadlines } from '../notify';

const BIDDING = new Set(['active', 'pending']);
const EXTENDABLE = new Set(['active', 'pending', 'under_review']);

function closeOne(inquiry: InquiryRecord, db: DemoData, at: string) {
  inquiry.status = 'under_review';
  inquiry.activity.push({
    id: `deadline-${inquiry.id}-${Date.parse(at)}`,
    type: 'bidding_closed',
    at,
    userId: null,
    detail: String(bidCountOf(db, inquiry)),
  });
  inquiry.rev += 1;
  inquiry.updatedAt = at;
  notifyOrganization(
    db,
    inquiry.organizationId,
    'BIDDING_CLOSED',
    { inquiryId: inquiry.id, bidCount: bidCountOf(db, inquiry) },
    at,
  );
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
      const inquiry = db.inquiries.find((i) => i.id === Number(params.id));
      if (!inquiry || inquiry.organizationId !== auth.organization.id) throw fail(request, 404, 'notFound');
      if (!EXTENDABLE.has(inquiry.status)) throw fail(request, 409, 'notExtendable');
      const next = deadlineMs(body.biddingClosesAt)!;
      const current = deadlineMs(inquiry.biddingClosesAt);
      if (current !== null && next <= current)
        throw fieldError(request, 'inquiries:validation.deadlineNotLater');
      if (inquiry.pickup && calendarDayOf(body.biddingClosesAt) > inquiry.pickup.date)
        throw fieldError(request, 'inquiries:validation.deadlineAfterPickup');
      const at = new Date().toISOString();
      inquiry.biddingClosesAt = new Date(next).toISOString();
      if (inquiry.status === 'under_review') inquiry.status = 'active';
      inquiry.activity.push({
        id: `extend-${inquiry.id}-${Date.now()}`,
        type: 'deadline_extended',
        at,
        userId: auth.user.id,
        detail: inquiry.biddingClosesAt,
      });
      inquiry.rev += 1;
      inquiry.updatedAt = at;
      return { id: inquiry.id, status: inquiry.status, biddingClosesAt: inquiry.biddingClosesAt };
    }),
  ),
];
