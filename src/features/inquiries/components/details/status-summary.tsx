import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';
import type { InquiryDetail } from '../../schemas';

export function StatusSummary({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation('inquiry-details');
  return (
    <dl className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <dt className="text-sm text-slate-600">{t('steps.currentStatus')}:</dt>
        <dd>
          <StatusBadge status={inquiry.status} />
        </dd>
      </div>
      {inquiry.statusReason && (
        <div className="rounded-lg border border-orange-200 bg-orange-50 px-3 py-2">
          <dt className="text-xs font-medium uppercase tracking-wide text-orange-800">{t('steps.reason')}</dt>
          <dd className="mt-0.5 text-sm text-orange-900">{inquiry.statusReason}</dd>
        </div>
      )}
    </dl>
  );
}
