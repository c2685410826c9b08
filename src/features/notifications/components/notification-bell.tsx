import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Bell } from 'lucide-react';
import { onDemand, prefetchOnDemand, useOnDemand } from '@/lib/on-demand';
import { can } from '@/lib/permissions';
import { useFeatureAvailable } from '@/lib/server-features';
import { useSessionUser } from '@/lib/use-session';
import { useNotificationCount } from '../api/get-unread-count';
import { notificationKeys } from '../api/query-keys';

const panelCode = onDemand(() => import('./notifications-panel'));
const prefetchPanel = () => prefetchOnDemand(panelCode);

export function NotificationBell() {
  const user = useSessionUser();
  const available = useFeatureAvailable('notifications');
  const enabled = Boolean(user && can(user, 'view:notifications')) && available;
  const { t, ready } = useTranslation('shell', { useSuspense: false });
  const count = useNotificationCount(enabled).data?.count ?? 0;
  const [open, setOpen] = useState(false);
  const [panel, askForPanel] = useOnDemand(panelCode);
  const queryClient = useQueryClient();
  // A count that moved means new events (or some read elsewhere): the list is no longer what it was.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
  }, [count, queryClient]);

  if (!enabled || !ready || !user) return null;
  const label = count > 0 ? t('bellUnread', { count }) : t('bell');
  return (
    <>
      <button
        type="button"
        data-testid="notification-bell"
        className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => askForPanel(() => setOpen(true))}
        onPointerEnter={prefetchPanel}
        onPointerDown={prefetchPanel}
        onFocus={prefetchPanel}
      >
        <Bell aria-hidden className="size-5" />
        {count > 0 && (
          <span
            aria-hidden
            data-testid="notification-count"
            className="absolute -right-0.5 -top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-semibold leading-5 text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <span className="sr-only" aria-live="polite">
        {count > 0 ? t('bellUnread', { count }) : ''}
      </span>
      {panel && (
        <panel.NotificationsPanel
          open={open}
          onOpenChange={setOpen}
          role={user.organizationType}
          unreadCount={count}
        />
      )}
    </>
  );
}
