import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellOff, CheckCheck, Settings } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SegmentedSwitch } from '@/components/segmented-switch';
import { SkeletonBlock } from '@/components/skeleton-rows';
import type { OrganizationType } from '@/config/enums';
import { paths } from '@/config/paths';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import type { AppNotification } from '../schemas';
import { NotificationItem } from './notification-item';

const FILTERS = ['all', 'unread'] as const;
type Filter = (typeof FILTERS)[number];

type NotificationsPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: OrganizationType;
  unreadCount: number;
};

export function NotificationsPanel({ open, onOpenChange, role, unreadCount }: NotificationsPanelProps) {
  const { t } = useTranslation('notifications');
  const markRead = useMarkNotificationsRead();
  // Closed by following an event: focus goes to the new page's content, not back to the bell.
  const followed = useRef(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={(event) => {
        if (!followed.current) return;
        followed.current = false;
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
      placement="top-end"
      widthClassName="sm:w-[420px]"
      title={t('title')}
      footer={
        <Link
          to={paths.profile.notifications}
          onClick={() => onOpenChange(false)}
          className={buttonClasses({ variant: 'transparent' })}
        >
          <Settings aria-hidden className="size-4" />
          {t('settingsLink')}
        </Link>
      }
    >
      <PanelBody
        role={role}
        unreadCount={unreadCount}
        markRead={markRead}
        onFollow={(n) => {
          followed.current = true;
          if (n.read === false) markRead.mutate({ ids: [n.id] });
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}

type PanelBodyProps = Pick<NotificationsPanelProps, 'role' | 'unreadCount'> & {
  markRead: ReturnType<typeof useMarkNotificationsRead>;
  onFollow: (n: AppNotification) => void;
};

function PanelBody({ role, unreadCount, markRead, onFollow }: PanelBodyProps) {
  const { t } = useTranslation('notifications');
  const [filter, setFilter] = useState<Filter>('all');
  const list = useNotifications(filter === 'unread');
  const rows = list.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SegmentedSwitch
          legend={t('filters.legend')}
          options={FILTERS}
          value={filter}
          onChange={setFilter}
          label={(option) => t(`filters.${option}`)}
        />
        {unreadCount > 0 && (
          <Button
            variant="transparent"
            loading={markRead.isPending}
            icon={CheckCheck}
            onClick={() => markRead.mutate({ all: true })}
          >
            {t('markAllRead')}
          </Button>
        )}
      </div>
      {list.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((k) => (
            <SkeletonBlock key={k} className="h-14 w-full" />
          ))}
        </div>
      ) : list.isError && rows.length === 0 ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<BellOff className="size-6" />}
          title={t(`empty.${filter}`)}
          description={filter === 'all' ? t('empty.hint') : undefined}
        />
      ) : (
        <>
          <ul className="-mx-3 grid gap-1" aria-label={t('listLabel')}>
            {rows.map((n) => (
              <NotificationItem key={String(n.id)} notification={n} role={role} onFollow={onFollow} />
            ))}
          </ul>
          {list.hasNextPage && (
            <Button
              variant="outline"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('showEarlier')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
