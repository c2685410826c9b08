import { MailboxPage } from '@/features/email/components/mailbox-page';
import { mailboxUrlStateSchema } from '@/features/email/mailbox-url-state';
import type { MailFolder } from '@/features/email/schemas';
import { useUrlState } from '@/lib/use-url-state';

function Mailbox({ folder }: { folder: MailFolder }) {
  const [query, setQuery] = useUrlState(mailboxUrlStateSchema);
  return <MailboxPage folder={folder} query={query} onQueryChange={setQuery} />;
}

export function InboxRoute() {
  return <Mailbox folder="inbox" />;
}

export function SentRoute() {
  return <Mailbox folder="sent" />;
}
