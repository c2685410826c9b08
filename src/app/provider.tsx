import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/** Everything a screen needs around it: translations and the server cache. Tests render with it too. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
