// The floor: the design card's libraries used the way the app uses them (React 19's createRoot, a
// data router with a lazy route, i18next with a namespace loaded on demand, TanStack Query over one
// axios instance, an answer checked with zod/mini) around one trivial page. What the bench measures
// here is what those libraries cost; the app's figures are read against it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import './floor.css';

void i18n.use(initReactI18next).init({
  lng: 'az',
  fallbackLng: 'az',
  ns: [],
  resources: {},
  interpolation: { escapeValue: false },
  partialBundledLanguages: true,
});

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });

const router = createBrowserRouter([
  {
    path: '*',
    lazy: async () => {
      const [{ FloorPage }, words] = await Promise.all([import('./floor-page'), import('./words.az.json')]);
      i18n.addResourceBundle('az', 'floor', words.default);
      return { Component: FloorPage };
    },
    HydrateFallback: () => null,
  },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
