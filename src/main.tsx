import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { env } from '@/config/env';
import './index.css';

async function startDemoBackendIfEnabled() {
  // Written out in full (not via config/env) so Vite replaces it with a literal and the production
  // build drops the demo backend chunk entirely; a test reads dist/ to hold this.
  if (import.meta.env.VITE_DEMO_BACKEND === 'true') {
    const { startDemoBackend } = await import('@/mocks/browser');
    await startDemoBackend({ accessTokenTtlSeconds: env.demoTokenTtlSeconds });
  }
}

void startDemoBackendIfEnabled().then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
