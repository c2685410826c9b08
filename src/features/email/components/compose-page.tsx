import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { useSessionUser } from '@/lib/use-session';
import { paths } from '@/config/paths';
import { emptyCompose, replySubject, type ComposeValues } from '../compose-values';
import { mailDraftKey } from '../mail-draft';
import type { Mail } from '../schemas';
import { ComposeForm } from './compose-form';
import { MailScreen } from './mail-screen';

/** /email/create-email/{id}: `new` writes a new message; a message's id answers it. */
export function ComposePage({ composeId }: { composeId: string }) {
  const user = useSessionUser();
  // Drafts are per person: two people of one organisation on one computer keep their own.
  const draftKey = mailDraftKey(user?.sub ?? user?.email ?? 'anonymous', composeId);
  if (composeId === 'new') return <NewMail draftKey={draftKey} />;
  return <Reply id={/^\d+$/.test(composeId) ? Number(composeId) : null} draftKey={draftKey} />;
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

function ComposeCard(props: ComponentProps<typeof ComposeForm>) {
  return (
    <Card className="p-4 sm:p-6">
      <ComposeForm key={props.draftKey} {...props} />
    </Card>
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

function Reply({ id, draftKey }: { id: number | null; draftKey: string }) {
  const { t } = useTranslation('email');
  if (id === null) return <MailScreen id={null}>{() => null}</MailScreen>;
  return (
    <ComposeLayout title={t('compose.titleReply')} back={paths.email.detail(id)}>
      <MailScreen id={id}>{(mail) => <ReplyForm mail={mail} draftKey={draftKey} />}</MailScreen>
    </ComposeLayout>
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
