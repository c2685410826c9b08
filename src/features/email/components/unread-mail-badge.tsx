import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { useUnreadCount } from '../api/get-unread-count';

export function UnreadMailBadge({ compact, enabled }: { compact: boolean; enabled: boolean }) {
  const { t, ready } = useTranslation('shell', { useSuspense: false });
  const count = useUnreadCount(enabled).data?.count ?? 0;
  if (!enabled || !ready || count <= 0) return null;
  // The space keeps the link's name 'Email 3 unread' rather than 'Email3 unread'.
  return (
    <>
      {' '}
      <span
        data-testid="unread-mail-badge"
        className={cn(
          'inline-flex min-w-5 items-center justify-center rounded-full bg-brand-500 px-1.5 text-xs font-semibold leading-5 text-white',
          compact ? 'absolute right-1 top-0.5 min-w-4 px-1 text-[10px] leading-4' : 'ml-auto',
        )}
      >
        <span aria-hidden>{count > 99 ? '99+' : count}</span>
        <span className="sr-only">{t('unreadMail', { count })}</span>
      </span>
    </>
  );
}
