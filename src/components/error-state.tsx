import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { describeFailure, serverWords } from '@/lib/api-error';
import { isFeatureUnavailableError, useMissingFeatures } from '@/lib/server-features';
import { Button } from './button';
import { StateNotice } from './state-notice';
import { UnavailableOnServer } from './unavailable-on-server';

type ErrorStateProps = { error: unknown; onRetry?: () => void; title?: string };

export function ErrorState({ error, onRetry, title }: ErrorStateProps) {
  const { t } = useTranslation();
  const said = serverWords(error);
  // Re-render when the failed call teaches that the feature is missing on this server.
  useMissingFeatures();
  if (isFeatureUnavailableError(error)) return <UnavailableOnServer />;
  return (
    <StateNotice
      role="alert"
      tone="danger"
      icon={<TriangleAlert className="size-6" />}
      title={title ?? t('errors:loadFailed')}
      description={describeFailure(error, t)}
      detail={said && t('errors:serverSaid', { message: said })}
      action={
        onRetry && (
          <Button variant="outline" icon={RotateCw} onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        )
      }
    />
  );
}
