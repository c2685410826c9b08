import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '@/components/class-names';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { formatMailDate } from '../mail-dates';
import type { MailFolder, MailSummary } from '../schemas';
import { MailParty, otherParty } from './mail-party';

// One message in a folder: a table row on a desk, a card on a phone. The subject's link is
// stretched over the whole row or card (its ::after), so a click anywhere opens the message and
// the keyboard focus ring outlines all of it.

const stretchedLink =
  'flex min-w-0 after:absolute after:inset-0 after:rounded-[inherit] focus-visible:outline-none ' +
  'focus-visible:after:ring-2 focus-visible:after:ring-inset focus-visible:after:ring-brand-500';

/** Only a message the server says is unread is shown as unread. */
const isUnread = (mail: MailSummary) => mail.read === false;

/** When it was sent, as mail clients list it; '—' when the server does not say. */
function SentAt({ value, withTitle = false }: { value: string | undefined; withTitle?: boolean }) {
  const { t } = useTranslation();
  if (!value) return <>{t('ui:missing')}</>;
  return (
    <time dateTime={value} title={withTitle ? formatDateTime(value) : undefined}>
      {formatMailDate(value)}
    </time>
  );
}

function UnreadDot({ unread }: { unread: boolean }) {
  return (
    <span
      aria-hidden
      className={cn('size-2 shrink-0 rounded-full', unread ? 'bg-brand-500' : 'bg-transparent')}
    />
  );
}

/** The subject as a link; screen readers hear 'unread' first, as sighted users see the dot and bold. */
function SubjectLink({ mail, className }: { mail: MailSummary; className?: string }) {
  const { t } = useTranslation('email');
  const unread = isUnread(mail);
  return (
    <Link to={paths.email.detail(mail.id)} className={className}>
      {unread && (
        <>
          <span className="sr-only">{t('list.unread')}:</span>{' '}
        </>
      )}
      <span className={cn('truncate', unread ? 'font-semibold text-slate-900' : 'text-slate-800')}>
        {mail.subject ?? t('ui:missing')}
      </span>
    </Link>
  );
}

export function MailRow({ mail, folder }: { mail: MailSummary; folder: MailFolder }) {
  const { t } = useTranslation('email');
  const unread = isUnread(mail);
  return (
    <tr
      data-testid="mail-row"
      data-unread={unread}
      className={cn('relative cursor-pointer hover:bg-slate-50', unread ? 'bg-white' : 'bg-slate-50/40')}
    >
      <td className={cn('px-4 py-3', unread ? 'font-semibold text-slate-900' : 'text-slate-700')}>
        <span className="flex items-center gap-2">
          <UnreadDot unread={unread} />
          <MailParty party={otherParty(mail, folder)} />
        </span>
      </td>
      <td className="px-4 py-3">
        <span className="grid min-w-0">
          <SubjectLink mail={mail} className={stretchedLink} />
          <span className="truncate text-slate-500">{mail.snippet}</span>
        </span>
      </td>
      <td className="px-4 py-3 text-slate-500">
        {mail.hasAttachments && (
          <>
            <Paperclip aria-hidden className="size-4" />
            <span className="sr-only">{t('list.hasAttachments')}</span>
          </>
        )}
      </td>
      <td
        className={cn(
          'px-4 py-3 text-right tabular-nums',
          unread ? 'font-semibold text-slate-900' : 'text-slate-600',
        )}
      >
        <SentAt value={mail.sentAt} withTitle />
      </td>
    </tr>
  );
}

export function MailCard({ mail, folder }: { mail: MailSummary; folder: MailFolder }) {
  const { t } = useTranslation('email');
  const unread = isUnread(mail);
  return (
    <li
      data-testid="mail-row"
      data-unread={unread}
      className="relative grid gap-1 rounded-card border border-slate-200 bg-white p-4 shadow-card"
    >
      <div
        className={cn(
          'flex items-start justify-between gap-3 text-sm',
          unread ? 'font-semibold text-slate-900' : 'text-slate-700',
        )}
      >
        <span className="flex min-w-0 items-center gap-2">
          <UnreadDot unread={unread} />
          <MailParty party={otherParty(mail, folder)} />
        </span>
        <span className="flex shrink-0 items-center gap-2 text-xs tabular-nums">
          {mail.hasAttachments && (
            <>
              <Paperclip aria-hidden className="size-4 text-slate-500" />
              <span className="sr-only">{t('list.hasAttachments')}</span>
            </>
          )}
          <SentAt value={mail.sentAt} />
        </span>
      </div>
      <SubjectLink mail={mail} className={cn(stretchedLink, 'text-sm')} />
      <p className="line-clamp-2 text-sm text-slate-500">{mail.snippet}</p>
    </li>
  );
}
