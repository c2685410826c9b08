import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedCard } from '@/components/load-failed-card';
import { SkeletonCards } from '@/components/skeleton-rows';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useMail } from '../api/get-mail';
import type { Mail } from '../schemas';

// An id that is no number names no message: it is shown as the server's 404 would be.
const NO_SUCH_MAIL = new ApiError({ kind: 'http', status: 404, message: 'No such message' });

export function MailScreen({ id, children }: { id: number | null; children: (mail: Mail) => ReactNode }) {
  return id === null ? <MailLoadFailed error={NO_SUCH_MAIL} /> : <LoadedMail id={id}>{children}</LoadedMail>;
}

function LoadedMail({ id, children }: { id: number; children: (mail: Mail) => ReactNode }) {
  const query = useMail(id);
  if (query.isPending) return <SkeletonCards cards={1} bars={['h-4 w-1/2', 'h-4 w-1/3', 'h-32 w-full']} />;
  if (query.isError) return <MailLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

function MailLoadFailed({ error, onRetry = () => undefined }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation(['email', 'common']);
  return (
    <LoadFailedCard
      error={error}
      onRetry={onRetry}
      notFound={{
        title: t('detail.notFound.title'),
        text: t('detail.notFound.text'),
        backTo: paths.email.inbox,
        backLabel: t('detail.back.inbox'),
      }}
    />
  );
}
