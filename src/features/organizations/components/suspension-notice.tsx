import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';

export function SuspensionNotice({ reason, until }: { reason?: string | null; until?: string | null }) {
  const { t } = useTranslation('organizations');
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="grid gap-1">
        <p className="font-semibold">{t('own.suspension.title')}</p>
        {reason && <p>{t('own.suspension.reason', { reason })}</p>}
        <p>
          {until ? t('own.suspension.until', { date: formatDate(until) }) : t('own.suspension.untilLifted')}
        </p>
        <p className="text-red-800">{t('own.suspension.hint')}</p>
      </div>
    </div>
  );
}
