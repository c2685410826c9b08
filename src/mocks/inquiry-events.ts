import type { DemoData, InquiryRecord } from './db/models';
import { fail } from './http';

let eventSeq = 0;

/** Adds an entry to the inquiry's activity; `tail` ends its id (a running number unless given). */
export function addEvent(
  inquiry: InquiryRecord,
  type: InquiryRecord['activity'][number]['type'],
  userId: number | null,
  detail: string | null = null,
  at = new Date().toISOString(),
  tail = String((eventSeq += 1)),
) {
  inquiry.activity.push({ id: `e-${Date.now()}-${tail}`, type, at, userId, detail });
}

/** Marks a change: the next revision, and when it happened. */
export function touch(inquiry: InquiryRecord, at = new Date().toISOString()) {
  inquiry.rev += 1;
  inquiry.updatedAt = at;
}

export function findInquiry(request: Request, db: DemoData, id: unknown) {
  const inquiry = db.inquiries.find((i) => i.id === Number(id));
  if (!inquiry) throw fail(request, 404, 'notFound');
  return inquiry;
}

/** One of the organisation's own inquiries; another's is as unknown as a missing one. */
export function ownInquiry(request: Request, db: DemoData, organizationId: number, id: unknown) {
  const inquiry = findInquiry(request, db, id);
  if (inquiry.organizationId !== organizationId) throw fail(request, 404, 'notFound');
  return inquiry;
}
