import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { retryableLazy } from '../errors/retryable-lazy';

/**
 * A lazy route outside the areas (a layout, a sign-in screen, the not-found page): the module's
 * `name` export as its Component, its own error boundary, a failed chunk fetched again on request.
 * Apart from the areas' helper (lazy-screen.tsx), which ships with the signed-in table, not the entry.
 */
export function lazyRoute<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): Pick<RouteObject, 'lazy' | 'ErrorBoundary'> {
  return {
    lazy: retryableLazy(() => load().then((m) => ({ Component: m[name] }))),
    ErrorBoundary: RouteErrorBoundary,
  };
}
