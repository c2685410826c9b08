import { useTranslation } from 'react-i18next';

export function SuspensionBadge({ suspended }: { suspended: boolean }) {
  const { t } = useTranslation('organizations');
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${suspended ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-800'}`}
    >
      {suspended ? t('state.suspended') : t('state.active')}
    </span>
  );
}
