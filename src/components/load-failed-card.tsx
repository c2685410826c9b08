import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toApiError } from '@/lib/api-error';
import { isFeatureUnavailableError } from '@/lib/server-features';
import { buttonClasses } from './button';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';

type Props = {
  error: unknown;
  onRetry: () => void;
  notFound: { title: string; text: string; backTo: string; backLabel: string };
};

export function LoadFailedCard({ error, onRetry, notFound }: Props) {
  return (
    <Card>
      {toApiError(error).status === 404 && !isFeatureUnavailableError(error) ? (
        <EmptyState
          icon={<SearchX className="size-6" />}
          title={notFound.title}
          description={notFound.text}
          action={
            <Link to={notFound.backTo} className={buttonClasses({ variant: 'primary' })}>
              {notFound.backLabel}
            </Link>
          }
        />
      ) : (
        <ErrorState error={error} onRetry={onRetry} />
      )}
    </Card>
  );
}
