import type { ProxyOptions, UserConfig } from 'vite';

/**
 * `VITE_API_PROXY=https://their-host npm run dev` (or `npm run preview`): the dev or preview server
 * forwards the same-origin /api to that backend, so the app runs as in production (one origin,
 * /api on it) with no CORS setup on the backend. Used by vite.config.ts only (Node, not the bundle).
 */
export function apiProxySettings(
  backend: string | undefined,
): Pick<UserConfig, 'server' | 'preview' | 'define'> {
  if (!backend) return {};
  // env-schema allows only an origin (a trailing slash at most): /api/x goes to <origin>/api/x.
  const target = new URL(backend).origin;
  const proxy: Record<string, ProxyOptions> = {
    '/api': {
      target,
      // The backend sees its own Host, as behind the production reverse proxy.
      changeOrigin: true,
      // Its cookies drop their Domain so the browser keeps them for localhost.
      cookieDomainRewrite: '',
      // TLS is verified (secure stays true): a self-signed backend should be fixed, not trusted here.
      configure: (server) => {
        // In production the page and /api share one origin; a browser's Origin of localhost would
        // make a CORS-checking backend refuse POSTs, so it is sent as the backend's own origin.
        server.on('proxyReq', (proxyReq) => {
          if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', target);
        });
      },
    },
  };
  return {
    server: { proxy },
    preview: { proxy },
    // The proxy wins over .env.development's VITE_DEMO_BACKEND=true: with the in-browser demo
    // backend on, MSW would answer /api before any request reached the proxy.
    define: { 'import.meta.env.VITE_DEMO_BACKEND': JSON.stringify('false') },
  };
}
