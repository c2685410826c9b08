import { PenSquare } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { ListStateNote } from '@/components/list-state-note';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { SuspendableLink } from '@/components/suspended-action';
import { paths } from '@/config/paths';
import { listState, noRowsOnPage } from '@/lib/list-state';
import { useUrlText } from '@/lib/use-url-text';
import { useMails } from '../api/get-mails';
import { MAIL_PAGE_SIZE, type MailListUrlQuery } from '../mailbox-url-state';
import type { MailFolder } from '../schemas';
import { MailList } from './mail-list';
import { MailTabs } from './mail-tabs';

type MailboxViewProps = {
  folder: MailFolder;
  /** The list's state, parsed from the URL by the route. */
  query: MailListUrlQuery;
  onQueryChange: (next: MailListUrlQuery, options?: { replace?: boolean }) => void;
};

/** /email/inbox and /email/sent: the folder tabs, search, the messages and their pages. */
export function MailboxPage({ folder, query, onQueryChange }: MailboxViewProps) {
  const { t } = useTranslation(['email', 'common']);
  const mails = useMails({ folder, search: query.search, page: query.page, size: MAIL_PAGE_SIZE });
  // Typing replaces the history entry: the back button should not step through every letter.
  const onSearch = useCallback(
    (search: string) => onQueryChange({ search, page: 1 }, { replace: true }),
    [onQueryChange],
  );
  const [search, setSearch] = useUrlText(query.search, onSearch);
  const state = listState(mails, noRowsOnPage);
  const { shown } = state;

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <SuspendableLink
            to={paths.email.create('new')}
            leftIcon={<PenSquare aria-hidden className="size-4" />}
          >
            {t('compose.action')}
          </SuspendableLink>
        }
      />
      <section
        aria-labelledby="mail-folder-title"
        className="min-w-0 rounded-card border border-slate-200 bg-white shadow-card"
      >
        <h2 id="mail-folder-title" className="sr-only">
          {t(`tabs.${folder}`)}
        </h2>
        <MailTabs />
        <div className="border-b border-slate-200 p-4">
          <SearchInput
            label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            className="sm:w-96"
          />
        </div>
        {/* Rows that stand in for the next answer are never counted as it. */}
        <p role="status" className="sr-only">
          {state.current && !state.busy ? t('list.found', { count: state.current.totalElements }) : ''}
        </p>
        <ListStateNote state={state} query={mails} className="px-4 pt-4" />
        <MailList
          folder={folder}
          mails={mails}
          state={state}
          filtered={query.search.trim() !== '' || query.page > 1}
        />
        {shown && <DroppedRowsNote count={shown.dropped} />}
        {shown && shown.totalPages > 1 && (
          <div className="border-t border-slate-200 px-4">
            {/* The page the server answered (zero-based, Spring's `number` too), not the one asked for. */}
            <Pagination
              page={shown.page + 1}
              pageSize={shown.size}
              total={shown.totalElements}
              onPageChange={(page) => onQueryChange({ ...query, page })}
            />
          </div>
        )}
      </section>
    </div>
  );
}
