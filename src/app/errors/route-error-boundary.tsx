import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useNavigation, useRouteError } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/button';
import { paths } from '@/config/paths';
import { classifyChunkFailure, isChunkLoadError, type ChunkFailureKind } from '@/lib/chunk-errors';
import { isChunkReloadUnderway } from '@/lib/chunk-reload';
import { retryFailedImports } from '@/lib/lazy-retrying';
import { ChunkErrorNotice } from './chunk-error-notice';
import { describeRouteError } from './describe-route-error';
import { ErrorNotice } from './error-notice';

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isChunkReloadUnderway() || isChunkLoadError(error)) return <ChunkErrorInBoundary error={error} />;
  return <ScreenError error={error} />;
}

function ScreenError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const retry = useRetryRoute();
  const navigation = useNavigation();
  return (
    <ErrorNotice title={t('errors:screen.title')} text={describeRouteError(error, t)}>
      <Button variant="primary" loading={navigation.state === 'loading'} onClick={retry}>
        {t('actions.retry')}
      </Button>
      <Link to={paths.home} className={buttonClasses({ variant: 'gray-outline' })}>
        {t('actions.goHome')}
      </Link>
    </ErrorNotice>
  );
}

function useRetryRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname, search, hash } = location;
  return () => void navigate({ pathname, search, hash }, { replace: true, state: location.state as unknown });
}

function ChunkErrorInBoundary({ error }: { error: unknown }) {
  const kind = useChunkFailureKind(error);
  const retry = useRetryRoute();
  if (!kind) return null;
  // Offline, the part that failed is fetched again in place: a reload would lose what the screen holds.
  const retryInPlace = () => {
    retryFailedImports();
    retry();
  };
  return <ChunkErrorNotice kind={kind} onRetry={retryInPlace} />;
}

function useChunkFailureKind(error: unknown): ChunkFailureKind | null {
  const [classified, setClassified] = useState<{ error: unknown; kind: ChunkFailureKind } | null>(null);
  useEffect(() => {
    let current = true;
    void classifyChunkFailure(error).then((kind) => current && setClassified({ error, kind }));
    return () => {
      current = false;
    };
  }, [error]);
  if (isChunkReloadUnderway()) return 'new-version';
  return classified && classified.error === error ? classified.kind : null;
}
