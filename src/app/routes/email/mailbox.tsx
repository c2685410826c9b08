import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MailboxPage } from '@/features/email/components/mailbox-page';
import {
  parseMailListQuery,
  toMailSearchParams,
  type MailListUrlQuery,
} from '@/features/email/mail-list-query';
import type { MailFolder } from '@/features/email/schemas';

/** A mail folder; its search and one-based page live in the URL (?search=&page=). */
function Mailbox({ folder }: { folder: MailFolder }) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseMailListQuery(params), [params]);
  const onQueryChange = useCallback(
    (next: MailListUrlQuery, options?: { replace?: boolean }) => setParams(toMailSearchParams(next), options),
    [setParams],
  );
  return <MailboxPage folder={folder} query={query} onQueryChange={onQueryChange} />;
}

/** /email/inbox */
export function InboxRoute() {
  return <Mailbox folder="inbox" />;
}

/** /email/sent */
export function SentRoute() {
  return <Mailbox folder="sent" />;
}
