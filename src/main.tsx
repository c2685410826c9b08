import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { env } from '@/config/env';
import { reloadOnceOnPreloadError } from '@/lib/chunk-reload';
import { getSessionUser } from '@/lib/session';
import { loadPatchedRoutes } from '@/app/route-table/signed-in-on-demand';
import './index.css';

// First, so a stale tab meeting a chunk gone after a deploy reloads once.
reloadOnceOnPreloadError();

async function startDemoBackendIfEnabled() {
  // Spelled out so Vite inlines it and the production build drops the demo backend.
  if (import.meta.env.VITE_DEMO_BACKEND === 'true') {
    const { startDemoBackend } = await import('@/mocks/browser');
    await startDemoBackend({ accessTokenTtlSeconds: env.demoTokenTtlSeconds });
  }
}

// A signed-in visit waits for the screens' table so its router is made whole.
const screensTable = () =>
  getSessionUser()
    ? loadPatchedRoutes().then(
        () => undefined,
        () => undefined,
      )
    : undefined;

void Promise.all([startDemoBackendIfEnabled(), screensTable()]).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html');
  const reactRoot = createRoot(root);
  // The first render yields to the browser instead of holding a phone's main thread.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
