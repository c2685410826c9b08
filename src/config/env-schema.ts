import { z } from 'zod/mini';

const backendOrigin = /^https?:\/\/[^/?#@\s]+\/?$/;

function isBackendOrigin(value: string) {
  if (value === '') return true;
  if (!backendOrigin.test(value)) return false;
  return URL.canParse(value);
}

const sameOriginApi = '/api';

export const envSchema = z
  .object({
    VITE_API_BASE_URL: z._default(z.string().check(z.regex(/^(\/|https?:\/\/)\S*$/)), sameOriginApi),
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
    VITE_API_PATHS: z._default(z.enum(['single', 'double']), 'single'),
    VITE_DEMO_BACKEND: z._default(z.enum(['true', 'false']), 'false'),
    VITE_DEMO_TOKEN_TTL_SECONDS: z._default(z.coerce.number().check(z.int(), z.positive()), 120),
  })
  .check(
    z.superRefine((settings, ctx) => {
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

export function assertValidEnv(raw: Record<string, string | undefined>) {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings in .env: ${problems.join('; ')}`);
  }
  return result.data;
}
