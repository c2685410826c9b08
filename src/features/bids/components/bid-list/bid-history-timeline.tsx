import { ArrowRight, CirclePlus, History, PencilLine, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { ErrorState } from '@/components/error-state';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { formatDateTime } from '@/lib/dates';
import { useBidHistory } from '../../api/get-bid-history';
import { BID_HISTORY_KINDS, type BidHistoryEntry } from '../../schemas';
import { isKnown } from '@/lib/lenient';
import { orMissing } from '@/lib/display';
import { BidStatusBadge } from '../bid-status-badge';
import { currenciesOverTime, formatHistoryValue } from './history-values';

type Entry = BidHistoryEntry;

const KIND_ICONS = { created: CirclePlus, updated: PencilLine, status: RefreshCw } as const;
const OTHER_KIND_ICON = History;

export function BidHistoryTimeline({ bidId, currency }: { bidId: number; currency: string }) {
  const { t } = useTranslation(['bid-list', 'common']);
  const history = useBidHistory(bidId);

  let body;
  if (history.isError) {
    body = (
      <ErrorState
        title={t('bid-list:history.loadFailed')}
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  } else if (!history.data) {
    body = (
      <div aria-hidden className="grid gap-3">
        <SkeletonBlock className="h-4 w-1/2" />
        <SkeletonBlock className="h-12 w-full" />
        <SkeletonBlock className="h-4 w-2/3" />
      </div>
    );
  } else if (history.data.content.length === 0 && !history.data.dropped) {
    body = (
      <p className="flex items-center gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
        <History aria-hidden className="size-4 shrink-0 text-slate-400" />
        {t('bid-list:history.empty')}
      </p>
    );
  } else {
    const entries = history.data.content;
    const currencies = currenciesOverTime(entries, currency);
    body = (
      <ol data-testid="bid-history" className="relative grid gap-4 border-l border-slate-200 pl-5">
        {entries.map((entry, i) => (
          <HistoryEntry
            key={entry.id ?? i}
            entry={entry}
            currencies={currencies[i] ?? { before: currency, after: currency }}
          />
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby={`bid-history-${bidId}`} className="mt-4 border-t border-slate-100 pt-4">
      <h3 id={`bid-history-${bidId}`} className="mb-3 text-base font-semibold text-slate-900">
        {t('bid-list:history.title')}
      </h3>
      <p role="status" className="sr-only">
        {history.isPending ? t('bid-list:history.loading') : ''}
      </p>
      <div aria-busy={history.isPending}>
        {body}
        <DroppedRowsNote count={history.data?.dropped} />
      </div>
    </section>
  );
}

function HistoryEntry({
  entry,
  currencies,
}: {
  entry: Entry;
  currencies: { before: string; after: string };
}) {
  const { t, i18n } = useTranslation(['bid-list', 'bids', 'enums', 'ui']);
  const Icon = isKnown(BID_HISTORY_KINDS, entry.kind) ? KIND_ICONS[entry.kind] : OTHER_KIND_ICON;
  const format = (change: Entry['changes'][number], side: 'from' | 'to') =>
    formatHistoryValue(change.field, change[side], {
      t,
      language: i18n.language,
      currency: side === 'from' ? currencies.before : currencies.after,
    });
  const label = (field: Entry['changes'][number]['field']) =>
    t(`bid-list:history.fields.${field}`, { defaultValue: field });

  return (
    <li data-testid="bid-history-entry" data-kind={entry.kind} className="relative">
      <span
        aria-hidden
        className="absolute -left-[1.95rem] top-0 flex size-6 items-center justify-center rounded-full bg-white text-brand-600 ring-1 ring-slate-200"
      >
        <Icon className="size-3.5" />
      </span>
      <p className="text-sm font-medium text-slate-900">
        {t(`bid-list:history.${entry.kind}`, { defaultValue: entry.kind })}
      </p>
      <p className="text-xs text-slate-500">
        <time dateTime={entry.at} className="tabular-nums">
          {orMissing(t, formatDateTime(entry.at))}
        </time>
        {' · '}
        {entry.actor ? t('bid-list:history.by', { actor: entry.actor }) : t('bid-list:history.system')}
      </p>

      {entry.kind === 'status' && entry.status && (
        <p className="mt-2 flex items-center gap-2 text-sm">
          <span className="sr-only">{t('bid-list:history.newStatus')}</span>
          <BidStatusBadge status={entry.status} />
        </p>
      )}

      {entry.kind === 'created' && entry.changes.length > 0 && (
        <dl className="mt-2 grid gap-1 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-[minmax(0,10rem)_1fr] sm:gap-x-3">
          {entry.changes.map((change) => (
            <div key={change.field} className="contents">
              <dt className="text-slate-500">{label(change.field)}</dt>
              <dd className="break-words text-slate-900">{format(change, 'to')}</dd>
            </div>
          ))}
        </dl>
      )}

      {entry.kind === 'updated' && entry.changes.length > 0 && (
        <dl className="mt-2 grid gap-2 rounded-lg bg-slate-50 p-3 text-sm">
          {entry.changes.map((change) => (
            <div key={change.field} data-testid="bid-history-change" data-field={change.field}>
              <dt className="text-slate-500">{label(change.field)}</dt>
              <dd className="flex flex-wrap items-center gap-x-2 gap-y-0.5 break-words">
                <span className="text-slate-500 line-through decoration-slate-400">
                  <span className="sr-only">{t('bid-list:history.was')} </span>
                  {format(change, 'from')}
                </span>
                <ArrowRight aria-hidden className="size-3.5 shrink-0 text-slate-400" />
                <span className="font-medium text-slate-900">
                  <span className="sr-only">{t('bid-list:history.now')} </span>
                  {format(change, 'to')}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
