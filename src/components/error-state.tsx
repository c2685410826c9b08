import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/api-error';
import { isFeatureUnavailableError, useMissingFeatures } from '@/lib/server-features';
import { Button } from './button';
import { UnavailableOnServer } from './unavailable-on-server';

type ErrorStateProps = { error: unknown; onRetry?: () => void; title?: string };

/** Shown where the data would have been, with a retry (architecture: data errors). */
export function ErrorState({ error, onRetry, title }: ErrorStateProps) {
  const { t } = useTranslation();
  // Re-render when the failed call teaches that the feature is missing on this server.
  useMissingFeatures();
  if (isFeatureUnavailableError(error)) return <UnavailableOnServer />;
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-3 px-4 py-12 text-center">
      <div
        className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600"
        aria-hidden
      >
        <TriangleAlert className="size-6" />
      </div>
      <p className="text-base font-semibold text-slate-900">{title ?? t('errors:loadFailed')}</p>
      <p className="max-w-sm text-sm text-slate-600">{describeError(error, t)}</p>
      {onRetry && (
        <Button variant="outline" leftIcon={<RotateCw aria-hidden className="size-4" />} onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      )}
    </div>
  );
}
