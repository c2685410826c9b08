import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import type { ChunkFailureKind } from '@/lib/chunk-errors';
import { useOnline } from '@/lib/use-online';
import { ErrorNotice } from './error-notice';

type ChunkErrorNoticeProps = { kind: ChunkFailureKind; onRetry: () => void; retrying?: boolean };

export function ChunkErrorNotice({ kind, onRetry, retrying = false }: ChunkErrorNoticeProps) {
  const { t } = useTranslation();
  const online = useOnline();
  if (kind === 'new-version') {
    return (
      <ErrorNotice title={t('errors:chunk.newVersion.title')} text={t('errors:chunk.newVersion.text')}>
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      </ErrorNotice>
    );
  }
  return (
    <ErrorNotice title={t('errors:chunk.offline.title')} text={t('errors:chunk.offline.text')}>
      <Button variant="primary" disabled={!online} loading={retrying} onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </ErrorNotice>
  );
}
