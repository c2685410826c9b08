import { z } from 'zod/mini';

/**
 * The build's settings (.env.example), checked with zod by vite.config.ts when the dev server,
 * the build or the tests start: a bad .env stops the build, before any user loads the app. The
 * app itself then reads plain values (config/env.ts) and ships no validation code for them.
 */

/**
 * VITE_API_PROXY is the backend's origin only: scheme, host and optional port, at most a trailing
 * slash. The spec puts the API at /api on the product's own host, so /api/x is forwarded to
 * <origin>/api/x unchanged; a path such as https://host/base is refused rather than silently
 * kept or dropped. Empty means no proxy.
 */
const backendOrigin = /^https?:\/\/[^/?#@\s]+\/?$/;

function isBackendOrigin(value: string) {
  if (value === '') return true;
  if (!backendOrigin.test(value)) return false;
  return URL.canParse(value);
}

const sameOriginApi = '/api';

export const envSchema = z
  .object({
    // A same-origin path (production: /api) or, for a developer's own setup, an absolute http(s) URL.
    VITE_API_BASE_URL: z._default(z.string().check(z.regex(/^(\/|https?:\/\/)\S*$/)), sameOriginApi),
    // Dev and preview servers only: forward /api to this backend (vite.config.ts); the demo backend is then off.
    VITE_API_PROXY: z.optional(
      z
        .string()
        .check(
          z.refine(
            isBackendOrigin,
            'must be the backend origin only, like https://api.example.com (no path)',
          ),
        ),
    ),
    // The spec's table writes some paths with a second /api (/api/bids/..., /api/cities): `single`
    // sends them under the base as /api/bids/... (one /api), `double` as /api/api/bids/... (lib/api-client.ts).
    VITE_API_PATHS: z._default(z.enum(['single', 'double']), 'single'),
    VITE_DEMO_BACKEND: z._default(z.enum(['true', 'false']), 'false'),
    VITE_DEMO_TOKEN_TTL_SECONDS: z._default(z.coerce.number().check(z.int(), z.positive()), 120),
  })
  .check(
    z.superRefine((settings, ctx) => {
      // The in-browser demo backend answers the single form only; with a proxy it is off anyway.
      if (
        settings.VITE_API_PATHS === 'double' &&
        settings.VITE_DEMO_BACKEND === 'true' &&
        !settings.VITE_API_PROXY
      )
        ctx.issues.push({
          code: 'custom',
          path: ['VITE_API_PATHS'],
          input: settings.VITE_API_PATHS,
          message: 'must be single with the demo backend (it answers /api/bids/..., not /api/api/bids/...)',
        });
      // The proxy answers only the same-origin /api: any other base would bypass it.
      if (!settings.VITE_API_PROXY) return;
      if (settings.VITE_API_BASE_URL.replace(/\/+$/, '') === sameOriginApi) return;
      ctx.issues.push({
        code: 'custom',
        path: ['VITE_API_BASE_URL'],
        input: settings.VITE_API_BASE_URL,
        message: `must be ${sameOriginApi} when VITE_API_PROXY is set (the proxy forwards the same-origin ${sameOriginApi})`,
      });
    }),
  );

/** Throws with every wrong setting named. */
export function assertValidEnv(raw: Record<string, string | undefined>) {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings in .env: ${problems.join('; ')}`);
  }
  return result.data;
}
