import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

let router: ReturnType<typeof createAppRouter> | undefined;

const appRouter = () => (router ??= createAppRouter());

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={appRouter()} />
    </AppProvider>
  );
}
