import { ArrowLeft, ArrowRight, CalendarDays, Copy } from 'lucide-react';
import { Card } from '@/components/card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusBadge } from '@/components/status-badge';
import { formatDate } from '@/lib/dates';
import { copyText } from '@/lib/copy-text';
import type { InquiryDetail } from '../../schemas';
import { ModeIcon } from '@/components/mode-icon';
import { cn } from '@/components/class-names';
import type { ReactNode } from 'react';

type Place = { city?: string; countryName?: string } | undefined;

const placeName = (place: Place) =>
  place ? [place.city, place.countryName].filter(Boolean).join(', ') || null : null;

/** The inquiry's code under its label, with what follows it on the line (copy, status). */
export function CodeLine({ code, children }: { code: string | undefined; children: ReactNode }) {
  const { t } = useTranslation(['inquiry-details', 'ui']);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-xs font-medium uppercase tracking-wide text-slate-500">
        {t('inquiry-details:header.code')}
      </span>
      <span className="font-mono text-lg font-semibold text-slate-900">{code || t('ui:missing')}</span>
      {children}
    </div>
  );
}

export function RouteLine({ from, to, className }: { from: Place; to: Place; className: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <span>{placeName(from) ?? '—'}</span>
      <ArrowRight aria-hidden className="size-4 shrink-0 text-slate-400" />
      <span className="sr-only">→</span>
      <span>{placeName(to) ?? '—'}</span>
    </p>
  );
}

/** Code (copyable), status, route, mode and creation date: the line every inquiry screen opens with. */
export function InquiryHeader({ inquiry, backTo }: { inquiry: InquiryDetail; backTo: string }) {
  const { t } = useTranslation(['inquiry-details', 'common']);
  const code = inquiry.inquiryCode;
  return (
    <div className="grid gap-4">
      <Link
        to={backTo}
        className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('common:actions.goBack')}
      </Link>
      <Card className="flex flex-col gap-4 p-4 sm:p-5 md:flex-row md:items-center md:justify-between">
        <div className="grid min-w-0 gap-2">
          <CodeLine code={code}>
            {code && (
              <button
                type="button"
                onClick={() =>
                  void copyText(code, {
                    copied: t('common:idCopied'),
                    failed: t('inquiry-details:header.copyFailed'),
                  })
                }
                aria-label={t('common:actions.copyId')}
                title={t('common:actions.copyId')}
                className="inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <Copy aria-hidden className="size-4" />
              </button>
            )}
            <StatusBadge status={inquiry.status} />
          </CodeLine>
          {placeName(inquiry.pickup) || placeName(inquiry.delivery) ? (
            <RouteLine from={inquiry.pickup} to={inquiry.delivery} className="text-sm text-slate-700" />
          ) : (
            <p className="text-sm text-slate-500">{t('inquiry-details:header.noRoute')}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-4 text-sm text-slate-600">
          {inquiry.shipmentMode && <ModeIcon mode={inquiry.shipmentMode} withLabel />}
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4 text-slate-400" />
            <span className="sr-only">{t('inquiry-details:header.createdAt')}</span>
            <time dateTime={inquiry.createdAt}>{formatDate(inquiry.createdAt) || t('ui:missing')}</time>
          </span>
        </div>
      </Card>
    </div>
  );
}
