import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { IdleMount } from '@/components/idle-mount';
import { preloadApiClient } from '@/lib/api-client';
import { useDelayedFlag } from '@/lib/use-delayed-flag';

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

/**
 * Spec §2: a full-screen spinner while screens load, on the way to another screen too. React Router
 * keeps the page being left on screen while the next one's code loads (and, its render being a
 * transition, while that screen's translations arrive), so the Suspense fallback below does not show
 * then: the router's own 'loading' state does. It shows after 300 ms, under which a change still feels
 * immediate, and then stays at least 300 ms: a quick screen change does not flash it, and one that
 * does show it does not blink.
 */
function NavigationSpinner() {
  const pending = useDelayedFlag(useNavigation().state === 'loading');
  return pending ? <FullScreenSpinner over /> : null;
}

export function RootLayout() {
  return (
    <>
      <NavigationSpinner />
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
        <AfterFirstScreen />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
