import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { i18n } from '@/lib/i18n';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>
    </I18nextProvider>
  );
}
