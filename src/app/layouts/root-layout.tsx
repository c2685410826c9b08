import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { preloadApiClient } from '@/lib/api-client';

export function RootLayout() {
  // The router renders this once the first screen's modules are in: the user is looking at it, so
  // warm the HTTP client now rather than on the first click.
  useEffect(() => {
    const warm = () => preloadApiClient();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(warm, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(warm, 500);
    return () => clearTimeout(id);
  }, []);
  return (
    <>
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
