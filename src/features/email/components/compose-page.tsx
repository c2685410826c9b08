import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useSessionUser } from '@/lib/use-session';
import { paths } from '@/config/paths';
import { useMail } from '../api/get-mail';
import { emptyCompose, replySubject, type ComposeValues } from '../compose-values';
import { mailDraftKey } from '../mail-draft';
import type { Mail } from '../schemas';
import { ComposeForm } from './compose-form';
import { MailNotFound, MailQueryState } from './mail-query-state';

/** /email/create-email/{id}: `new` writes a new message; a message's id answers it. */
export function ComposePage({ composeId }: { composeId: string }) {
  const user = useSessionUser();
  // Drafts are per person: two people of one organisation on one computer keep their own.
  const draftKey = mailDraftKey(user?.sub ?? user?.email ?? 'anonymous', composeId);
  if (composeId === 'new') return <NewMail draftKey={draftKey} />;
  if (!/^\d+$/.test(composeId)) return <MailNotFound />;
  return <Reply id={Number(composeId)} draftKey={draftKey} />;
}

function ComposeLayout({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  const { t } = useTranslation('email');
  return (
    <div className="grid min-w-0 gap-4">
      <PageHeader title={title} back={{ to: back, label: t('compose.back') }} />
      {children}
    </div>
  );
}

/** The form in its card, started afresh whenever its draft changes. */
function ComposeCard(props: ComponentProps<typeof ComposeForm>) {
  return (
    <div className="rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-6">
      <ComposeForm key={props.draftKey} {...props} />
    </div>
  );
}

function NewMail({ draftKey }: { draftKey: string }) {
  const { t } = useTranslation('email');
  return (
    <ComposeLayout title={t('compose.titleNew')} back={paths.email.inbox}>
      <ComposeCard draftKey={draftKey} initial={emptyCompose} replyTo={null} recipientName={null} />
    </ComposeLayout>
  );
}

function Reply({ id, draftKey }: { id: number; draftKey: string }) {
  const { t } = useTranslation('email');
  const original = useMail(id);
  return (
    <ComposeLayout title={t('compose.titleReply')} back={paths.email.detail(id)}>
      <MailQueryState query={original}>
        {(mail) => <ReplyForm mail={mail} draftKey={draftKey} />}
      </MailQueryState>
    </ComposeLayout>
  );
}

/** The answer goes to the other side: the sender of a received message, the recipient of a sent one. */
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
