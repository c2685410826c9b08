import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { useDemoOutbox } from '../api/get-demo-outbox';

const isResetLink = (link: string) => link.startsWith(`${paths.auth.resetPassword}?`);

/** The newest letter the demo sent to `email` after the request `requestedAt` answered. */
export function DemoOutbox({ email, requestedAt }: { email: string; requestedAt: number }) {
  const { t } = useTranslation('auth');
  const outbox = useDemoOutbox(requestedAt);
  const letter = outbox.data?.find(
    (mail) => mail.to.toLowerCase() === email.trim().toLowerCase() && isResetLink(mail.link),
  );

  return (
    <section
      aria-labelledby="demo-outbox-title"
      aria-busy={outbox.isPending}
      className="rounded-lg border border-dashed border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="demo-outbox-title" className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <Mail aria-hidden className="size-4" /> {t('outbox.title')}
      </h2>
      <p className="mt-1 text-xs text-slate-700">{t('outbox.hint')}</p>
      {outbox.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('outbox.failed')}
        </p>
      )}
      {outbox.isSuccess && !letter && <p className="mt-3 text-sm text-slate-700">{t('outbox.none')}</p>}
      {letter && (
        <div className="mt-3 grid gap-1 rounded-md border border-slate-200 bg-white p-3 text-sm">
          <p className="break-words text-slate-700">
            {t('outbox.to')}: <span className="font-medium text-slate-900">{letter.to}</span>
          </p>
          <p className="text-slate-900">
            {letter.subject} · <time dateTime={letter.sentAt}>{formatDateTime(letter.sentAt)}</time>
          </p>
          <Link to={letter.link} className="mt-1 font-medium text-brand-600 hover:underline">
            {t('outbox.open')}
          </Link>
        </div>
      )}
    </section>
  );
}
