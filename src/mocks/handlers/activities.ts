import { http } from 'msw';
import { endpoints } from '@/config/endpoints';
import type { ActivityType } from '@/features/activities/schemas';
import type { DemoData } from '../db/models';
import { apiUrl, type AuthContext, authedRead } from '../http';
import { paginate, withinDates } from '../paginate';

interface Entry {
  id: string;
  at: string;
  type: ActivityType;
  userId: number | null;
  subject: string;
  inquiryId: number | null;
}

const INQUIRY_EVENTS: Partial<Record<string, ActivityType>> = {
  created: 'inquiry_created',
  submitted: 'inquiry_submitted',
  bid_accepted: 'bid_accepted',
};

function gather(db: DemoData, auth: AuthContext): Entry[] {
  const orgId = auth.organization.id;
  const entries: Entry[] = [];
  for (const inquiry of db.inquiries) {
    if (inquiry.organizationId !== orgId) continue;
    for (const event of inquiry.activity) {
      const type = INQUIRY_EVENTS[event.type];
      if (type)
        entries.push({
          id: `i-${event.id}`,
          at: event.at,
          type,
          userId: event.userId,
          subject: inquiry.inquiryCode,
          inquiryId: inquiry.id,
        });
    }
  }
  const codes = new Map(db.inquiries.map((i) => [i.id, i.inquiryCode]));
  for (const bid of db.bids) {
    if (bid.organizationId !== orgId) continue;
    const code = codes.get(bid.inquiryId) ?? '';
    const history = bid.history.length
      ? bid.history
      : [{ at: bid.createdAt, userId: bid.userId, kind: 'created' as const, changes: [] }];
    history.forEach((h, index) => {
      if (h.kind === 'status') return;
      const changed = h.changes.find((c) => c.field === 'value')?.to;
      const value = typeof changed === 'number' ? changed : bid.value;
      entries.push({
        id: `b-${bid.bidId}-${index}`,
        at: h.at,
        type: h.kind === 'created' ? 'bid_placed' : 'bid_updated',
        userId: h.userId,
        subject: `${code} · ${String(value)} ${bid.currency}`,
        inquiryId: bid.inquiryId,
      });
    });
  }
  for (const user of db.users) {
    if (user.organizationId !== orgId) continue;
    entries.push({
      id: `m-${user.id}`,
      at: user.createdAt,
      type: 'member_added',
      userId: null,
      subject: `${user.name} ${user.surname}`,
      inquiryId: null,
    });
  }
  for (const payment of db.transactions) {
    if (payment.organizationId !== orgId || !payment.paymentDate) continue;
    entries.push({
      id: `p-${payment.id}`,
      at: payment.paymentDate,
      type: 'payment',
      userId: null,
      subject: `${payment.amount.toFixed(2)} ${payment.currency}`,
      inquiryId: null,
    });
  }
  return entries;
}

export const activityHandlers = [
  http.get(
    apiUrl(endpoints.organization.activities),
    authedRead(['IMPORTER', 'LOGISTIC'], ({ auth, db, url }) => {
      const q = url.searchParams;
      const userId = Number(q.get('userId')) || null;
      const type = q.get('type');
      const names = new Map(db.users.map((u) => [u.id, `${u.name} ${u.surname}`]));
      const rows = gather(db, auth)
        .filter((e) => withinDates(e.at, q) && (!userId || e.userId === userId) && (!type || e.type === type))
        .sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id))
        .map(({ userId: actorId, ...entry }) => ({
          ...entry,
          actor: actorId === null ? null : { id: actorId, name: names.get(actorId) ?? '' },
        }));
      return paginate(rows, url);
    }),
  ),
];
