import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import type { Mail } from '../schemas';
import { MailBody } from './mail-body';

export function QuotedMail({ mail }: { mail: Mail }) {
  const { t } = useTranslation('email');
  const author =
    [mail.from?.organizationName, mail.from?.userName].filter(Boolean).join(' · ') || t('ui:missing');
  const sentAt = mail.sentAt ? formatDateTime(mail.sentAt) : t('ui:missing');
  return (
    <section aria-labelledby="quoted-mail" className="grid gap-2">
      <h2 id="quoted-mail" className="text-sm font-semibold text-slate-900">
        {t('compose.original')}
      </h2>
      <p className="text-xs text-slate-500">{t('compose.wrote', { date: sentAt, name: author })}</p>
      <blockquote className="rounded-lg border-l-4 border-slate-300 bg-slate-50 px-4 py-3">
        <p className="mb-2 text-sm font-medium text-slate-900">{mail.subject ?? t('ui:missing')}</p>
        <MailBody html={mail.bodyHtml ?? ''} className="text-slate-700" />
      </blockquote>
    </section>
  );
}
