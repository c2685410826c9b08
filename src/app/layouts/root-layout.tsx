import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { IdleMount } from '@/components/idle-mount';
import { AppToaster } from '@/components/toaster';
import { preloadApiClient } from '@/lib/api-client';
import { onFirstInput } from '@/lib/on-first-input';
import { useDelayedFlag } from '@/lib/use-delayed-flag';

function AfterFirstScreen() {
  useEffect(() => onFirstInput(preloadApiClient), []);
  return (
    <IdleMount>
      <AppToaster />
    </IdleMount>
  );
}

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
