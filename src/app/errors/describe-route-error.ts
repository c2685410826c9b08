import type { TFunction } from 'i18next';
import { isRouteErrorResponse } from 'react-router-dom';
import { ApiError, describeError } from '@/lib/api-error';

export function describeRouteError(error: unknown, t: TFunction): string {
  // The api client turns every failure into an ApiError.
  if (error instanceof ApiError) return describeError(error, t);
  if (isRouteErrorResponse(error)) {
    if (error.status === 401 || error.status === 403) return t('errors:forbidden');
    if (error.status === 404) return t('errors:notFound');
    if (error.status >= 500) return t('errors:server');
  }
  return t('errors:screen.text');
}
