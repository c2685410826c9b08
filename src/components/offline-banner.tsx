import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';

export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="bg-slate-800 px-4 py-2 text-center text-sm text-white print:hidden">
          {t('offline.banner')}
        </p>
      )}
    </div>
  );
}
