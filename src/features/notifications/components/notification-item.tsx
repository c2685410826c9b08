import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '@/components/class-names';
import type { OrganizationType } from '@/config/enums';
import { formatDateTime } from '@/lib/dates';
import { notificationHref } from '../notification-link';
import { notificationWords } from '../notification-text';
import type { AppNotification } from '../schemas';
import { NotificationIcon } from './notification-icon';

function keepWhole(body: string, figure: string | undefined) {
  const at = figure ? body.indexOf(figure) : -1;
  if (!figure || at < 0) return body;
  return (
    <>
      {body.slice(0, at)}
      <span className="whitespace-nowrap">{figure}</span>
      {body.slice(at + figure.length)}
    </>
  );
}

type NotificationItemProps = {
  notification: AppNotification;
  role: OrganizationType;
  /** Following the link: the event is read, and the panel closes. */
  onFollow: (notification: AppNotification) => void;
};

export function NotificationItem({ notification: n, role, onFollow }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const { title, body, amount } = notificationWords(n, t, i18n.language);
  const href = notificationHref(n, role);
  // A server that leaves 'read' out: taken as read, so nothing is bold without reason.
  const unread = n.read === false;
  const content = (
    <>
      <NotificationIcon topic={n.topic} />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm text-slate-900', unread ? 'font-semibold' : 'font-medium')}>
          {title}
          {unread && <span className="sr-only">{` (${t('unread')})`}</span>}
        </span>
        {body && (
          <span className="mt-0.5 block break-words text-sm text-slate-600">{keepWhole(body, amount)}</span>
        )}
        {n.createdAt && (
          <time dateTime={n.createdAt} className="mt-1 block text-xs text-slate-500">
            {formatDateTime(n.createdAt)}
          </time>
        )}
      </span>
      <span
        aria-hidden
        data-testid={unread ? 'unread-dot' : undefined}
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-brand-500' : 'bg-transparent')}
      />
    </>
  );
  const box = cn('flex gap-3 rounded-lg p-3', unread && 'bg-brand-50/40');
  return (
    <li>
      {href ? (
        <Link
          to={href}
          onClick={() => onFollow(n)}
          className={cn(
            box,
            'hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-500',
          )}
        >
          {content}
        </Link>
      ) : (
        <div className={box}>{content}</div>
      )}
    </li>
  );
}
