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

export const isDemoBackend = import.meta.env.VITE_DEMO_BACKEND === 'true';
