import { ArrowLeft, CornerUpLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/card';
import { FactList, type Fact } from '@/components/fact-list';
import { SuspendableLink } from '@/components/suspended-action';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { useMail } from '../api/get-mail';
import { isKnown } from '@/lib/lenient';
import { MAIL_FOLDERS, type Mail, type MailParty } from '../schemas';
import { MailAttachments } from './mail-attachments';
import { MailBody } from './mail-body';
import { MailScreen } from './mail-screen';

/** /email/detail/{id}: one message. Opening it marks it read (the server does; the lists follow). */
export function MailDetailPage({ id }: { id: number | null }) {
  return id === null ? <MailScreen id={null}>{() => null}</MailScreen> : <LoadedMailDetail id={id} />;
}

function LoadedMailDetail({ id }: { id: number }) {
  const { t } = useTranslation(['email', 'common']);
  const mail = useMail(id);
  const folder = isKnown(MAIL_FOLDERS, mail.data?.folder) ? mail.data.folder : 'inbox';
  const notFound = mail.isError && toApiError(mail.error).status === 404;
  return (
    <div className="grid min-w-0 gap-4">
      {!notFound && (
        <div>
          <Link
            to={paths.email[folder]}
            className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t(`detail.back.${folder}`)}
          </Link>
        </div>
      )}
      {mail.isPending && <h1 className="sr-only">{t('detail.title')}</h1>}
      <MailScreen id={id}>{(data) => <MailArticle mail={data} />}</MailScreen>
    </div>
  );
}

function MailArticle({ mail }: { mail: Mail }) {
  const { t } = useTranslation(['email', 'common']);
  return (
    <Card as="article" aria-labelledby="mail-subject" className="grid min-w-0 gap-5 p-4 sm:p-6">
      <header className="grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <h1 id="mail-subject" className="break-words text-xl font-semibold text-slate-900 sm:text-2xl">
            {mail.subject ?? t('ui:missing')}
          </h1>
          {mail.folder === 'inbox' && (
            <SuspendableLink to={paths.email.create(mail.id)} icon={CornerUpLeft} className="shrink-0">
              {t('detail.reply')}
            </SuspendableLink>
          )}
        </div>
        <MailFacts mail={mail} />
      </header>
      <div className="border-t border-slate-100 pt-5">
        {mail.bodyHtml === undefined ? (
          <p className="text-sm text-slate-500">{t('ui:missing')}</p>
        ) : (
          <MailBody html={mail.bodyHtml} />
        )}
      </div>
      <MailAttachments attachments={mail.attachments} />
    </Card>
  );
}

function MailFacts({ mail }: { mail: Mail }) {
  const { t } = useTranslation(['email', 'common']);
  const facts: Fact[] = [
    { label: t('detail.from'), value: <Party party={mail.from} /> },
    { label: t('detail.to'), value: <Party party={mail.to} /> },
    {
      label: t('detail.date'),
      value: mail.sentAt ? (
        <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt)}</time>
      ) : (
        t('ui:missing')
      ),
    },
  ];
  if (mail.replyToId !== undefined) {
    const original = (
      <Link to={paths.email.detail(mail.replyToId)} className="text-brand-600 underline hover:text-brand-700">
        {t('detail.openOriginal')}
      </Link>
    );
    facts.push({ label: t('detail.inReplyTo'), value: original });
  }
  return <FactList facts={facts} />;
}

function Party({ party }: { party: MailParty | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="font-medium">{party?.organizationName ?? t('ui:missing')}</span>
      {party?.userName && <span className="text-slate-600"> · {party.userName}</span>}
    </>
  );
}
