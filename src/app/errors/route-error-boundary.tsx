import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useNavigation, useRouteError } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/button';
import { paths } from '@/config/paths';
import {
  classifyChunkFailure,
  isChunkLoadError,
  isChunkReloadUnderway,
  type ChunkFailureKind,
} from '@/lib/chunk-errors';
import { ChunkErrorNotice } from './chunk-error-notice';
import { describeRouteError } from './describe-route-error';
import { ErrorNotice } from './error-notice';

/**
 * The error boundary of every layout and screen (the route table's `errorElement`): what failed is
 * explained where it was, in the user's language, and the rest of the app keeps working. The root
 * route keeps routes/route-error-page.tsx as the last resort.
 */
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

/**
 * Opens the same address again, in place of this entry: React Router's boundary clears its error
 * when the location changes, the loaders run again and the screen renders anew, with no reload.
 * (A revalidation alone does not clear a render error when the route has no loader to wait for.)
 */
function useRetryRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname, search, hash } = location;
  return () => void navigate({ pathname, search, hash }, { replace: true, state: location.state as unknown });
}

/**
 * A chunk a screen loads itself (React.lazy) failed. React keeps that failure for the page's life,
 * so trying again in place cannot help: the fallback is a reload, offered once the browser is online.
 */
function ChunkErrorInBoundary({ error }: { error: unknown }) {
  const kind = useChunkFailureKind(error);
  if (!kind) return null;
  return <ChunkErrorNotice kind={kind} onRetry={() => window.location.reload()} />;
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
