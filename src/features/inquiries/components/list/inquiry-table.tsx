import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { SkeletonBlock, SkeletonRows } from '@/components/skeleton-rows';
import type { InquiryListScope } from '../../api/get-inquiries';
import type { InquirySummary } from '../../schemas';
import { InquiryCard, InquiryRow } from './inquiry-row';
import { showsOrganization } from './list-state';
import { useRowLabels } from './row-labels';
import { useCopyInquiryCode } from './use-copy-inquiry-code';

type InquiryRowsProps = {
  scope: InquiryListScope;
  /** Undefined while the first page loads: skeletons stand in. */
  rows: InquirySummary[] | undefined;
  /** A newer page is on its way: the shown one stays, dimmed, and says it is busy. */
  busy: boolean;
};

const th = 'px-3 py-3 font-medium';
const dimmed = 'opacity-60 transition-opacity';

/** The list on a desk: a table, its header sticky, one row per inquiry. */
export const InquiryTable = memo(function InquiryTable({ scope, rows, busy }: InquiryRowsProps) {
  const { t } = useTranslation(['inquiry-list', 'inquiries']);
  const labels = useRowLabels();
  const onCopy = useCopyInquiryCode();
  const withOrganization = showsOrganization(scope);
  return (
    <div className={cn('relative overflow-x-auto contain-inline-size', busy && rows && dimmed)}>
      <table data-testid="inquiry-list" aria-busy={busy} className="w-full text-left text-sm">
        <caption className="sr-only">{t(`inquiry-list:caption.${scope}`)}</caption>
        <thead className="sticky top-0 z-20 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className={th}>
              {t('inquiries:fields.code')}
            </th>
            <th scope="col" className={th}>
              {t('inquiries:fields.route')}
            </th>
            {withOrganization && (
              <th scope="col" className={th}>
                {t('inquiries:fields.organization')}
              </th>
            )}
            <th scope="col" className={th}>
              {labels.mode}
            </th>
            <th scope="col" className={th}>
              {labels.createdAt}
            </th>
            <th scope="col" className={th}>
              {labels.pickupDate}
            </th>
            <th scope="col" className={th}>
              {t('inquiries:fields.status')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {labels.bids}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows ? (
            rows.map((inquiry) => (
              <InquiryRow key={inquiry.id} inquiry={inquiry} scope={scope} labels={labels} onCopy={onCopy} />
            ))
          ) : (
            <SkeletonRows rows={5} columns={withOrganization ? 8 : 7} />
          )}
        </tbody>
      </table>
    </div>
  );
});

/**
 * The list on a phone: one card per inquiry. One column of minmax(0, 1fr) (grid-cols-1): an implicit
 * 'auto' column grows to the widest card's content, which pushed every card past the right padding.
 */
export const InquiryCards = memo(function InquiryCards({ scope, rows, busy }: InquiryRowsProps) {
  const { t } = useTranslation('inquiry-list');
  const labels = useRowLabels();
  const onCopy = useCopyInquiryCode();
  return (
    <ul
      data-testid="inquiry-cards"
      aria-label={t(`caption.${scope}`)}
      aria-busy={busy}
      className={cn('grid grid-cols-1 gap-3 p-3', busy && rows && dimmed)}
    >
      {rows
        ? rows.map((inquiry) => (
            <InquiryCard key={inquiry.id} inquiry={inquiry} scope={scope} labels={labels} onCopy={onCopy} />
          ))
        : Array.from({ length: 5 }, (_, i) => (
            <li key={i} aria-hidden className="rounded-lg border border-slate-200 p-3">
              <SkeletonBlock className="h-4 w-1/3" />
              <SkeletonBlock className="mt-3 h-4 w-3/4" />
              <SkeletonBlock className="mt-3 h-3 w-full" />
            </li>
          ))}
    </ul>
  );
});
