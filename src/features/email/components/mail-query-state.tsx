import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-error';
import type { Mail } from '../schemas';

const card = 'rounded-card border border-slate-200 bg-white shadow-card';

/** The waits and failures of a screen built on one message: skeleton, not found, error with retry. */
export function MailQueryState({
  query,
  children,
}: {
  query: UseQueryResult<Mail>;
  children: (mail: Mail) => ReactNode;
}) {
  const { t } = useTranslation(['email', 'common']);
  if (query.isPending) return <MailSkeleton />;
  if (query.isError) {
    if (toApiError(query.error).status === 404) return <MailNotFound />;
    return (
      <div className={card}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} title={t('detail.loadFailed')} />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

export function MailNotFound() {
  const { t } = useTranslation(['email', 'common']);
  return (
    <div className={card}>
      <EmptyState
        icon={<SearchX className="size-6" />}
        title={t('detail.notFound.title')}
        description={t('detail.notFound.text')}
        action={
          <Link to={paths.email.inbox} className={buttonClasses({ variant: 'primary' })}>
            {t('detail.back.inbox')}
          </Link>
        }
      />
    </div>
  );
}

function MailSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-busy="true" className={`${card} grid gap-4 p-5`}>
      <span className="sr-only">{t('loading')}</span>
      <SkeletonBlock className="h-7 w-2/3" />
      <SkeletonBlock className="h-4 w-1/2" />
      <SkeletonBlock className="h-4 w-1/3" />
      <SkeletonBlock className="h-32 w-full" />
    </div>
  );
}
