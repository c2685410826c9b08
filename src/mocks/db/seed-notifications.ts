import { NO_NOTIFICATION_FACTS, type DemoData, type NotificationRecord } from './models';
import { FIRST_GENERATED_ID } from './seed-inquiries';

type Seeded = Pick<DemoData, 'users' | 'organizations' | 'inquiries' | 'bids' | 'transactions' | 'mails'>;
type Draft = Omit<NotificationRecord, 'id' | 'userId'> & { organizationId: number };

const blank = NO_NOTIFICATION_FACTS;

const newestFirst = <T>(rows: T[], at: (row: T) => string) =>
  [...rows].sort((a, b) => at(b).localeCompare(at(a)));

export function seedNotifications(data: Seeded): NotificationRecord[] {
  const orgName = (id: number) => data.organizations.find((o) => o.id === id)?.organizaName ?? null;
  const curated = new Map(data.inquiries.filter((i) => i.id < FIRST_GENERATED_ID).map((i) => [i.id, i]));
  const drafts: Draft[] = [];

  const biddingOn = (id: number) => ['active', 'pending'].includes(curated.get(id)?.status ?? '');
  const newBids = newestFirst(
    data.bids.filter(
      (b) =>
        curated.get(b.inquiryId)?.organizationId === 1 && b.status === 'PENDING' && biddingOn(b.inquiryId),
    ),
    (b) => b.createdAt,
  ).slice(0, 4);
  newBids.reverse().forEach((b, k) =>
    drafts.push({
      ...blank,
      organizationId: 1,
      topic: 'NEW_BID',
      createdAt: b.createdAt,
      readAt: k >= newBids.length - 2 ? null : b.createdAt,
      inquiryId: b.inquiryId,
      bidId: b.bidId,
      organizationName: orgName(b.organizationId),
      value: b.value,
      currency: b.currency,
    }),
  );
  for (const inquiry of curated.values()) {
    if (inquiry.organizationId !== 1 || inquiry.status !== 'under_review' || !inquiry.biddingClosesAt)
      continue;
    drafts.push({
      ...blank,
      organizationId: 1,
      topic: 'BIDDING_CLOSED',
      createdAt: inquiry.biddingClosesAt,
      readAt: inquiry.biddingClosesAt,
      inquiryId: inquiry.id,
      bidCount: data.bids.filter((b) => b.inquiryId === inquiry.id).length,
    });
  }

  const WON = ['APPROVED', 'DELIVERED', 'COMPLETED'];
  const decided = (status: string) => WON.includes(status) || status === 'REJECTED' || status === 'LOST';
  newestFirst(
    data.bids.filter((b) => b.organizationId === 4 && curated.has(b.inquiryId) && decided(b.status)),
    (b) => b.updatedAt,
  )
    .slice(0, 3)
    .forEach((b) =>
      drafts.push({
        ...blank,
        organizationId: 4,
        topic: WON.includes(b.status) ? 'BID_ACCEPTED' : 'BID_REJECTED',
        createdAt: b.updatedAt,
        readAt: b.updatedAt,
        inquiryId: b.inquiryId,
        bidId: b.bidId,
        bidStatus: WON.includes(b.status) ? 'APPROVED' : b.status,
        organizationName: orgName(curated.get(b.inquiryId)?.organizationId ?? 0),
        value: b.value,
        currency: b.currency,
      }),
    );
  const payment = newestFirst(
    data.transactions.filter((t) => t.organizationId === 4 && t.paymentDate),
    (t) => t.paymentDate ?? '',
  )[0];
  if (payment?.paymentDate && payment.status !== 'pending')
    drafts.push({
      ...blank,
      organizationId: 4,
      topic: 'PAYMENT_RESULT',
      createdAt: payment.paymentDate,
      readAt: payment.paymentDate,
      paymentStatus: payment.status,
      value: payment.amount,
      currency: payment.currency,
    });
  for (const mail of data.mails.filter((m) => m.toOrganizationId === 4 && m.readAt === null))
    drafts.push({
      ...blank,
      organizationId: 4,
      topic: 'NEW_MAIL',
      createdAt: mail.sentAt,
      readAt: null,
      mailId: mail.id,
      subject: mail.subject,
      organizationName: orgName(mail.fromOrganizationId),
    });

  const rows: NotificationRecord[] = [];
  for (const { organizationId, ...draft } of drafts)
    for (const user of data.users.filter((u) => u.organizationId === organizationId && u.status === 'ACTIVE'))
      rows.push({ ...draft, id: rows.length + 1, userId: user.id });
  return rows;
}
