import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/full-screen-spinner';

export function RootLayout() {
  return (
    <>
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
