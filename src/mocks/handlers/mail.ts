import { http } from 'msw';
import { endpoints } from '@/config/endpoints';
import { mailInputSchema } from '@/features/email/schemas';
import { nextId } from '../db/db';
import type { DemoData, MailRecord } from '../db/models';
import { activeWrite, apiUrl, type AuthContext, fail, failOn, authedRead, authedWrite } from '../http';
import { notifyOrganization } from '../notify';
import { paginate, searchOf } from '../paginate';

const WON_OR_OPEN = ['PENDING', 'APPROVED', 'DELIVERED', 'COMPLETED', 'LOST', 'REJECTED'];

function contactIds(db: DemoData, auth: AuthContext) {
  const inquiries = new Map(db.inquiries.map((i) => [i.id, i]));
  const ids = new Set<number>();
  for (const bid of db.bids) {
    if (!WON_OR_OPEN.includes(bid.status)) continue;
    const inquiry = inquiries.get(bid.inquiryId);
    if (!inquiry) continue;
    if (inquiry.organizationId === auth.organization.id) ids.add(bid.organizationId);
    if (bid.organizationId === auth.organization.id) ids.add(inquiry.organizationId);
  }
  for (const m of db.mails) if (m.toOrganizationId === auth.organization.id) ids.add(m.fromOrganizationId);
  ids.delete(auth.organization.id);
  return ids;
}

const text = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|br|div|li|ul|ol|h\d|tr|td|th|blockquote|pre|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

function party(db: DemoData, organizationId: number, userId: number | null) {
  const user = userId === null ? undefined : db.users.find((u) => u.id === userId);
  return {
    organizationId,
    organizationName: db.organizations.find((o) => o.id === organizationId)?.organizaName ?? '',
    userName: user ? `${user.name} ${user.surname}` : null,
  };
}

function toSummary(db: DemoData, m: MailRecord, auth: AuthContext) {
  return {
    id: m.id,
    subject: m.subject,
    snippet: text(m.body).slice(0, 160),
    from: party(db, m.fromOrganizationId, m.fromUserId),
    to: party(db, m.toOrganizationId, null),
    sentAt: m.sentAt,
    read: m.toOrganizationId !== auth.organization.id || m.readAt !== null,
    hasAttachments: m.attachmentIds.length > 0,
  };
}

function toMail(db: DemoData, m: MailRecord, auth: AuthContext) {
  return {
    ...toSummary(db, m, auth),
    bodyHtml: m.body,
    attachments: m.attachmentIds.flatMap((id) => {
      const a = db.attachments.find((x) => x.id === id);
      return a ? [{ id: a.id, name: a.name, size: a.size, type: a.type }] : [];
    }),
    replyToId: m.replyToId,
    folder: m.toOrganizationId === auth.organization.id ? ('inbox' as const) : ('sent' as const),
  };
}

const visible = (m: MailRecord, auth: AuthContext) =>
  m.toOrganizationId === auth.organization.id || m.fromOrganizationId === auth.organization.id;

export const mailHandlers = [
  http.get(
    apiUrl(endpoints.mail.unreadCount),
    authedRead(['IMPORTER', 'LOGISTIC'], ({ auth, db }) => ({
      count: db.mails.filter((m) => m.toOrganizationId === auth.organization.id && m.readAt === null).length,
    })),
  ),

  http.get(
    apiUrl(endpoints.mail.contacts),
    authedRead(['IMPORTER', 'LOGISTIC'], ({ auth, db }) => {
      const ids = contactIds(db, auth);
      return db.organizations
        .filter((o) => ids.has(o.id))
        .map((o) => ({ id: o.id, name: o.organizaName, type: o.organizationType }))
        .sort((a, b) => a.name.localeCompare(b.name));
    }),
  ),

  http.get(
    apiUrl(endpoints.mail.list),
    authedRead(['IMPORTER', 'LOGISTIC'], ({ auth, db, url }) => {
      const folder = url.searchParams.get('folder') === 'sent' ? 'sent' : 'inbox';
      const search = searchOf(url.searchParams);
      const rows = db.mails
        .filter((m) =>
          folder === 'inbox'
            ? m.toOrganizationId === auth.organization.id
            : m.fromOrganizationId === auth.organization.id,
        )
        .map((m) => toSummary(db, m, auth))
        .filter(
          (m) =>
            !search ||
            [m.subject, m.snippet, m.from.organizationName, m.to.organizationName, m.from.userName ?? '']
              .join(' ')
              .toLocaleLowerCase()
              .includes(search),
        )
        .sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id - a.id);
      return paginate(rows, url);
    }),
  ),

  http.get(
    apiUrl(endpoints.mail.one(':id')),
    authedWrite(['IMPORTER', 'LOGISTIC'], null, ({ request, params, auth, db }) => {
      const m = db.mails.find((x) => x.id === Number(params.id));
      if (!m || !visible(m, auth)) throw fail(request, 404, 'notFound');
      if (m.toOrganizationId === auth.organization.id && m.readAt === null)
        m.readAt = new Date().toISOString();
      return toMail(db, m, auth);
    }),
  ),

  http.post(
    apiUrl(endpoints.mail.list),
    activeWrite(
      ['IMPORTER', 'LOGISTIC'],
      mailInputSchema,
      ({ request, auth, body, db }) => {
        if (!contactIds(db, auth).has(body.toOrganizationId))
          throw failOn(request, 403, 'notAContact', 'toOrganizationId');
        if (body.replyToId !== null) {
          const original = db.mails.find((m) => m.id === body.replyToId);
          if (!original || !visible(original, auth)) throw fail(request, 404, 'notFound');
        }
        const unknownFile = body.attachmentIds.find(
          (id) => !db.attachments.some((a) => a.id === id && a.organizationId === auth.organization.id),
        );
        if (unknownFile) throw fail(request, 404, 'notFound');
        const m: MailRecord = {
          id: nextId(db.mails),
          fromOrganizationId: auth.organization.id,
          toOrganizationId: body.toOrganizationId,
          fromUserId: auth.user.id,
          subject: body.subject.trim(),
          body: body.bodyHtml,
          attachmentIds: body.attachmentIds,
          sentAt: new Date().toISOString(),
          readAt: null,
          replyToId: body.replyToId,
        };
        db.mails.push(m);
        notifyOrganization(db, m.toOrganizationId, 'NEW_MAIL', {
          mailId: m.id,
          subject: m.subject,
          organizationName: auth.organization.organizaName,
        });
        return toMail(db, m, auth);
      },
      201,
    ),
  ),
];
