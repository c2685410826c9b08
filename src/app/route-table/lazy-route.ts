import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { retryableLazy } from '../errors/retryable-lazy';

/** A lazy route outside the areas (a layout, a sign-in screen, not-found), in the entry. */
export function lazyRoute<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): Pick<RouteObject, 'lazy' | 'ErrorBoundary'> {
  return {
    lazy: retryableLazy(() => load().then((m) => ({ Component: m[name] }))),
    ErrorBoundary: RouteErrorBoundary,
  };
}
