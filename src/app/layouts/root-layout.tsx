import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { IdleMount } from '@/components/idle-mount';
import { preloadApiClient } from '@/lib/api-client';

// Toasts are never needed to paint the first screen; their renderer loads after it. A toast raised
// before then waits in react-hot-toast's store and shows once the renderer arrives. If its file cannot
// come (offline at that moment), the page goes on without toasts rather than failing as a whole: this
// layout's errors reach only the root error page.
const AppToaster = lazy<ComponentType>(() =>
  import('@/components/toaster').then(
    (m) => ({ default: m.AppToaster }),
    () => ({ default: () => null }),
  ),
);

/** Sits beside the page inside its Suspense boundary, so it mounts only once the page is on screen. */
function AfterFirstScreen() {
  useEffect(() => preloadApiClient(), []);
  return (
    <IdleMount>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </IdleMount>
  );
}

export function RootLayout() {
  return (
    <>
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
        <AfterFirstScreen />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
