import { Paperclip } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '@/components/class-names';
import type { DataColumn } from '@/components/data-list-columns';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { formatMailDate } from '../mail-dates';
import type { MailFolder, MailSummary } from '../schemas';
import { MailParty, otherParty } from './mail-party';

const stretchedLink =
  'flex min-w-0 after:absolute after:inset-0 after:rounded-[inherit] focus-visible:outline-none ' +
  'focus-visible:after:ring-2 focus-visible:after:ring-inset focus-visible:after:ring-brand-500';

/** Only a message the server says is unread is shown as unread. */
export const isUnread = (mail: MailSummary) => mail.read === false;

const weight = (mail: MailSummary) => (isUnread(mail) ? 'font-semibold text-slate-900' : 'text-slate-700');

function SentAt({ mail }: { mail: MailSummary }) {
  const { t } = useTranslation('email');
  return (
    <span className={cn('inline-flex items-center gap-2', weight(mail))}>
      {mail.hasAttachments && (
        <>
          <Paperclip aria-hidden className="size-4 text-slate-500" />
          <span className="sr-only">{t('list.hasAttachments')}</span>
        </>
      )}
      {mail.sentAt ? (
        <time dateTime={mail.sentAt} title={formatDateTime(mail.sentAt)}>
          {formatMailDate(mail.sentAt)}
        </time>
      ) : (
        t('ui:missing')
      )}
    </span>
  );
}

function Party({ mail, folder }: { mail: MailSummary; folder: MailFolder }) {
  return (
    <span className={cn('flex max-w-56 items-center gap-2', weight(mail))}>
      <span
        aria-hidden
        className={cn('size-2 shrink-0 rounded-full', isUnread(mail) ? 'bg-brand-500' : 'bg-transparent')}
      />
      <MailParty party={otherParty(mail, folder)} />
    </span>
  );
}

function SubjectLink({ mail }: { mail: MailSummary }) {
  const { t } = useTranslation('email');
  const unread = isUnread(mail);
  return (
    <Link to={paths.email.detail(mail.id)} className={stretchedLink}>
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

export function useMailColumns(folder: MailFolder): DataColumn<MailSummary>[] {
  const { t } = useTranslation('email');
  return useMemo(
    () => [
      {
        id: 'party',
        header: t(folder === 'inbox' ? 'list.columns.from' : 'list.columns.to'),
        card: 'title',
        cell: (mail) => <Party mail={mail} folder={folder} />,
      },
      {
        id: 'subject',
        header: t('list.columns.subject'),
        card: 'lead',
        // The column takes the room the others leave, and its lines are cut to it (max-w-0).
        className: 'w-full max-w-0',
        cell: (mail) => (
          <span className="grid min-w-0">
            <SubjectLink mail={mail} />
            <span className="truncate text-slate-500">{mail.snippet}</span>
          </span>
        ),
        cardCell: (mail) => (
          <>
            <SubjectLink mail={mail} />
            <p className="line-clamp-2 text-slate-500">{mail.snippet}</p>
          </>
        ),
      },
      {
        id: 'date',
        header: t('list.columns.date'),
        numeric: true,
        card: 'badge',
        cell: (mail) => <SentAt mail={mail} />,
      },
    ],
    [t, folder],
  );
}
