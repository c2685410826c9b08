import { Suspense } from 'react';
import { lazyRetrying } from '@/lib/lazy-retrying';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner';
import type { InquiryFilterPanelProps } from './inquiry-filter-fields';

// The searchable select (react-select) is fetched when the closed panel first opens, not with every list.
const InquiryFilterFields = lazyRetrying(() =>
  import('./inquiry-filter-fields').then((m) => ({ default: m.InquiryFilterFields })),
);

export function InquiryFilterPanel(props: InquiryFilterPanelProps) {
  const { t } = useTranslation('inquiry-list');
  return (
    <div
      id={props.id}
      role="group"
      aria-label={t('filters.panel')}
      className="grid gap-4 border-b border-slate-200 bg-slate-50/60 p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <Suspense fallback={<Spinner className="col-span-full justify-self-center" />}>
        <InquiryFilterFields {...props} />
      </Suspense>
    </div>
  );
}
