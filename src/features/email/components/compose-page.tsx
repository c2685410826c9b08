import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useSessionUser } from '@/lib/use-session';
import { emptyCompose, replySubject, type ComposeValues } from '../compose-values';
import { mailDraftKey } from '../mail-draft';
import type { Mail } from '../schemas';
import { ComposeForm } from './compose-form';
import { MailScreen } from './mail-screen';

/** `composeId` is `new` for a new message, or the id of the message answered. */
export function ComposePage({ composeId }: { composeId: string }) {
  const { t } = useTranslation('email');
  const user = useSessionUser();
  // Drafts are per person: two people of one organisation on one computer keep their own.
  const draftKey = mailDraftKey(user?.sub ?? user?.email ?? 'anonymous', composeId);
  const replyId = /^\d+$/.test(composeId) ? Number(composeId) : null;
  if (composeId !== 'new' && replyId === null) return <MailScreen id={null}>{() => null}</MailScreen>;
  return (
    <div className="grid min-w-0 gap-4">
      <PageHeader
        title={t(replyId === null ? 'compose.titleNew' : 'compose.titleReply')}
        back={{
          to: replyId === null ? paths.email.inbox : paths.email.detail(replyId),
          label: t('compose.back'),
        }}
      />
      {replyId === null ? (
        <ComposeCard draftKey={draftKey} initial={emptyCompose} replyTo={null} recipientName={null} />
      ) : (
        <MailScreen id={replyId}>{(mail) => <ReplyForm mail={mail} draftKey={draftKey} />}</MailScreen>
      )}
    </div>
  );
}

function ComposeCard(props: ComponentProps<typeof ComposeForm>) {
  return (
    <Card className="p-4 sm:p-6">
      <ComposeForm key={props.draftKey} {...props} />
    </Card>
  );
}

function ReplyForm({ mail, draftKey }: { mail: Mail; draftKey: string }) {
  const recipient = mail.folder === 'inbox' ? mail.from : mail.to;
  const toOrganizationId = recipient?.organizationId ?? null;
  const initial = useMemo<ComposeValues>(
    () => ({ ...emptyCompose, toOrganizationId, subject: replySubject(mail.subject ?? '') }),
    [toOrganizationId, mail.subject],
  );
  return (
    <ComposeCard
      draftKey={draftKey}
      initial={initial}
      replyTo={mail}
      recipientName={recipient?.organizationName ?? null}
    />
  );
}
