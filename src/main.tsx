import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { env } from '@/config/env';
import { reloadOnceOnPreloadError } from '@/lib/chunk-errors';
import { getSessionUser } from '@/lib/session';
import { loadPatchedRoutes } from '@/app/route-table/signed-in-on-demand';
import './index.css';

// A tab opened before a deploy asks for chunks the server no longer has: one reload fetches the new
// build (lib/chunk-errors.ts). Listening before anything else loads catches the first such chunk.
reloadOnceOnPreloadError();

async function startDemoBackendIfEnabled() {
  // Written out in full (not via config/env) so Vite replaces it with a literal and the production
  // build drops the demo backend chunk entirely; a test reads dist/ to hold this. VITE_API_PROXY
  // forces it 'false' (config/api-proxy.ts): a real backend then answers /api through the proxy.
  if (import.meta.env.VITE_DEMO_BACKEND === 'true') {
    const { startDemoBackend } = await import('@/mocks/browser');
    await startDemoBackend({ accessTokenTtlSeconds: env.demoTokenTtlSeconds });
  }
}

// The app asks nothing of /api before it renders (its router is made at the first render,
// app/app.tsx), so in the demo every request finds the in-browser backend listening.
// A signed-in visit waits for the screens' table (index.html asked for it beside the entry), so its
// router is made whole (app/router.tsx `appRouterSetup`); a visitor's patches it in when needed.
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
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding a phone's main thread for the whole shell at once (issue 17: total blocking time).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
