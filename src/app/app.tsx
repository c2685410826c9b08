import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

let router: ReturnType<typeof createAppRouter> | undefined;

/**
 * The router, made at the first render rather than when this module loads: making it runs the first
 * screen's loaders, whose requests the in-browser demo backend must be there to answer (main.tsx
 * starts it, then renders). Made on import, they went out first and met the server's index.html.
 */
const appRouter = () => (router ??= createAppRouter());

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={appRouter()} />
    </AppProvider>
  );
}
