// Vite inlines import.meta.env at build time. The values were checked with zod when the build
// started (config/env-schema.ts, called from vite.config.ts), so reading them needs no validation
// code in the bundle (docs/decisions.md: the /login budget). The defaults match the schema's.

const rawBase = import.meta.env.VITE_API_BASE_URL as string | undefined;
const rawTtl = import.meta.env.VITE_DEMO_TOKEN_TTL_SECONDS as string | undefined;
const rawPaths = import.meta.env.VITE_API_PATHS as string | undefined;

/** How the spec's `/api/...` paths are reached under the base: see lib/api-client.ts `toRelativeApiPath`. */
export type ApiPaths = 'single' | 'double';

export const env = {
  apiBaseUrl: (rawBase || '/api').replace(/\/+$/, ''),
  demoTokenTtlSeconds: rawTtl ? Number(rawTtl) : 120,
  apiPaths: rawPaths === 'double' ? 'double' : 'single',
} as const;

/**
 * Whether the in-browser demo backend runs. Code that must vanish from the production bundle
 * (src/main.tsx, the demo accounts panel) compares import.meta.env.VITE_DEMO_BACKEND itself, so
 * Vite can replace it with a literal there. With VITE_API_PROXY set, vite.config.ts defines it
 * 'false' whatever the .env says (config/api-proxy.ts), so every reader sees the demo off.
 */
export const isDemoBackend = import.meta.env.VITE_DEMO_BACKEND === 'true';
