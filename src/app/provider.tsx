import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { IdleMount } from '@/components/idle-mount';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

// Toasts are never needed to paint the first screen; their renderer loads after it. A toast raised
// before then waits in react-hot-toast's store and shows once the renderer arrives.
const AppToaster = lazy(() => import('@/components/toaster').then((m) => ({ default: m.AppToaster })));

/** Everything a screen needs around it: translations, server cache, toasts. Tests render with it too. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>
        <IdleMount>
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        </IdleMount>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
