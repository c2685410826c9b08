import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox, SearchX, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SkeletonBlock, SkeletonRows } from '@/components/skeleton-rows';
import type { ListState } from '@/lib/list-state';
import type { Page } from '@/lib/page';
import { useIsPhone } from '@/lib/use-is-phone';
import type { MailFolder, MailSummary } from '../schemas';
import { MailCard, MailRow } from './mail-list-items';

type MailListProps = {
  folder: MailFolder;
  mails: UseQueryResult<Page<MailSummary>>;
  /** The folder's reading of its query (lib/list-state.ts). */
  state: ListState<Page<MailSummary>>;
  /** A search or a later page is shown: an empty answer then means 'nothing found'. */
  filtered: boolean;
};

const th = 'px-4 py-3 font-medium';

/** A folder's messages: a table on a desk, cards on a phone; unread ones in bold. Each opens the message. */
export function MailList({ folder, mails, state, filtered }: MailListProps) {
  const { t } = useTranslation(['email', 'common']);
  const isPhone = useIsPhone();
  const rows = state.shown?.content;

  if (state.failed) return <ErrorState error={mails.error} onRetry={() => void mails.refetch()} />;
  // Rows that came but could not be read are not 'no mail': the note under the list says so.
  if (state.empty)
    return filtered ? (
      <EmptyState
        icon={<SearchX className="size-6" />}
        title={t('common:empty.noResultFound')}
        description={t('list.noResultHint')}
      />
    ) : (
      <EmptyState
        icon={folder === 'inbox' ? <Inbox className="size-6" /> : <Send className="size-6" />}
        title={t('list.empty')}
        description={t(`list.emptyHint.${folder}`)}
      />
    );

  const { busy, stale } = state;
  const dimmed = stale && rows && 'opacity-60 transition-opacity';
  if (isPhone)
    return (
      <ul
        className={cn('grid grid-cols-1 gap-3 p-3', dimmed)}
        aria-busy={busy}
        aria-label={t(`list.caption.${folder}`)}
      >
        {rows
          ? rows.map((mail) => <MailCard key={mail.id} mail={mail} folder={folder} />)
          : Array.from({ length: 5 }, (_, i) => (
              <li key={i} className="rounded-card border border-slate-200 p-4">
                <SkeletonBlock className="h-14 w-full" />
              </li>
            ))}
      </ul>
    );

  return (
    <div className={cn('relative overflow-x-auto contain-inline-size', dimmed)}>
      <table aria-busy={busy} className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{t(`list.caption.${folder}`)}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className={cn(th, 'w-56')}>
              {t(folder === 'inbox' ? 'list.columns.from' : 'list.columns.to')}
            </th>
            <th scope="col" className={th}>
              {t('list.columns.subject')}
            </th>
            <th scope="col" className={cn(th, 'w-12')}>
              <span className="sr-only">{t('list.columns.attachments')}</span>
            </th>
            <th scope="col" className={cn(th, 'w-32 text-right')}>
              {t('list.columns.date')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows ? (
            rows.map((mail) => <MailRow key={mail.id} mail={mail} folder={folder} />)
          ) : (
            <SkeletonRows rows={5} columns={4} />
          )}
        </tbody>
      </table>
    </div>
  );
}
