import { Inbox, PenSquare, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { DataList } from '@/components/data-list';
import { FilterBar } from '@/components/list-card';
import { PageHeader } from '@/components/page-header';
import { UrlSearchInput } from '@/components/url-search-input';
import { useListSearch } from '@/components/use-list-search';
import { SuspendableLink } from '@/components/suspended-action';
import { paths } from '@/config/paths';
import { noRowsOnPage } from '@/lib/list-state';
import { usePageChange } from '@/lib/use-page-change';
import type { SetUrlState } from '@/lib/use-url-state';
import { useMails } from '../api/get-mails';
import { MAIL_PAGE_SIZE, type MailListUrlQuery } from '../mailbox-url-state';
import type { MailFolder } from '../schemas';
import { isUnread, useMailColumns } from './mail-columns';
import { MailTabs } from './mail-tabs';

type MailboxViewProps = {
  folder: MailFolder;
  query: MailListUrlQuery;
  onQueryChange: SetUrlState<MailListUrlQuery>;
};

export function MailboxPage({ folder, query, onQueryChange }: MailboxViewProps) {
  const { t } = useTranslation(['email', 'common']);
  const mails = useMails({ folder, search: query.search, page: query.page, size: MAIL_PAGE_SIZE });
  const onPageChange = usePageChange(onQueryChange);
  const search = useListSearch(query, onQueryChange);
  const columns = useMailColumns(folder);

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <SuspendableLink to={paths.email.create('new')} icon={PenSquare}>
            {t('compose.action')}
          </SuspendableLink>
        }
      />
      <Card as="section" aria-labelledby="mail-folder-title" className="min-w-0">
        <h2 id="mail-folder-title" className="sr-only">
          {t(`tabs.${folder}`)}
        </h2>
        <MailTabs />
        <FilterBar>
          <UrlSearchInput
            label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
            {...search.box}
            className="sm:w-96"
          />
        </FilterBar>
        <DataList
          query={mails}
          columns={columns}
          rowKey={(mail) => mail.id}
          caption={t(`list.caption.${folder}`)}
          stretchedLinks
          rowAttributes={(mail) => ({ 'data-testid': 'mail-row', 'data-unread': String(isUnread(mail)) })}
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
          filtered={(query.search.trim() !== '' || query.page > 1) && { description: t('list.noResultHint') }}
        />
      </Card>
    </div>
  );
}
