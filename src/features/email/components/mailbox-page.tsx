import { Inbox, PenSquare, Send } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/data-list';
import { PageHeader } from '@/components/page-header';
import { UrlSearchInput } from '@/components/url-search-input';
import { SuspendableLink } from '@/components/suspended-action';
import { paths } from '@/config/paths';
import { noRowsOnPage } from '@/lib/list-state';
import { useMails } from '../api/get-mails';
import { MAIL_PAGE_SIZE, type MailListUrlQuery } from '../mailbox-url-state';
import type { MailFolder } from '../schemas';
import { isUnread, useMailColumns } from './mail-columns';
import { MailTabs } from './mail-tabs';

type MailboxViewProps = {
  folder: MailFolder;
  /** The list's state, parsed from the URL by the route. */
  query: MailListUrlQuery;
  onQueryChange: (next: MailListUrlQuery, options?: { replace?: boolean }) => void;
};

/** /email/inbox and /email/sent: the folder tabs, search, the messages (a table on a desk, cards on a phone) and their pages. */
export function MailboxPage({ folder, query, onQueryChange }: MailboxViewProps) {
  const { t } = useTranslation(['email', 'common']);
  const mails = useMails({ folder, search: query.search, page: query.page, size: MAIL_PAGE_SIZE });
  const onPageChange = useCallback(
    (page: number, options: { replace: boolean }) => onQueryChange({ ...query, page }, options),
    [onQueryChange, query],
  );
  const columns = useMailColumns(folder);

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
          <UrlSearchInput
            label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
            value={query.search}
            onCommit={(search) => onQueryChange({ search, page: 1 }, { replace: true })}
            className="sm:w-96"
          />
        </div>
        <DataList
          query={mails}
          columns={columns}
          rowKey={(mail) => mail.id}
          caption={t(`list.caption.${folder}`)}
          stretchedLinks
          rowAttributes={(mail) => ({ 'data-testid': 'mail-row', 'data-unread': String(isUnread(mail)) })}
          // Rows that came but could not be read are not 'no mail': the note under the list says so.
          isEmpty={noRowsOnPage}
          countLabel={(count) => t('list.found', { count })}
          page={query.page}
          onPageChange={onPageChange}
          pagesOnlyWhenMany
          empty={{
            icon: folder === 'inbox' ? <Inbox className="size-6" /> : <Send className="size-6" />,
            title: t('list.empty'),
            description: t(`list.emptyHint.${folder}`),
          }}
          // A search or a later page is shown: an empty answer then means 'nothing found'.
          filtered={(query.search.trim() !== '' || query.page > 1) && { description: t('list.noResultHint') }}
        />
      </section>
    </div>
  );
}
