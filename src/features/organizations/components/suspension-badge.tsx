import { useTranslation } from 'react-i18next';

/** Active or suspended; '—' when the server does not say (its answer need not carry the field). */
export function SuspensionBadge({ suspended }: { suspended: boolean | undefined }) {
  const { t } = useTranslation('organizations');
  if (suspended === undefined) return <span className="text-slate-500">{t('ui:missing')}</span>;
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${suspended ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-800'}`}
    >
      {suspended ? t('state.suspended') : t('state.active')}
    </span>
  );
}
