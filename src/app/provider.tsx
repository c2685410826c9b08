import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { i18n } from '@/lib/i18n';

/**
 * Everything every screen needs around it: translations. The server cache is a route layer of its
 * own (layouts/query-layer.tsx), so the sign-in page loads without it. Tests render with this too.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>
    </I18nextProvider>
  );
}
