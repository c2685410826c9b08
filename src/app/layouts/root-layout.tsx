import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { IdleMount } from '@/components/idle-mount';
import { AppToaster } from '@/components/toaster';
import { preloadApiClient } from '@/lib/api-client';
import { onFirstInput } from '@/lib/on-first-input';
import { useDelayedFlag } from '@/lib/use-delayed-flag';

/**
 * Sits beside the page inside its Suspense boundary, so it mounts only once the page is on screen.
 * The toast renderer comes with the entry (react-hot-toast is 5 KB) and mounts when the browser is
 * first idle. The HTTP client is already there on signed-in screens (it ships in the app chunk);
 * on a visitor's page it is fetched at the first key press or touch (lib/on-first-input.ts).
 */
function AfterFirstScreen() {
  useEffect(() => onFirstInput(preloadApiClient), []);
  return (
    <IdleMount>
      <AppToaster />
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
