import { z } from 'zod/mini';

/**
 * The build's settings (.env.example), checked with zod by vite.config.ts when the dev server,
 * the build or the tests start: a bad .env stops the build, before any user loads the app. The
 * app itself then reads plain values (config/env.ts) and ships no validation code for them.
 */
export const envSchema = z.object({
  // A same-origin path (production: /api) or, for a developer's own setup, an absolute http(s) URL.
  VITE_API_BASE_URL: z._default(z.string().check(z.regex(/^(\/|https?:\/\/)\S*$/)), '/api'),
  VITE_DEMO_BACKEND: z._default(z.enum(['true', 'false']), 'false'),
  VITE_DEMO_TOKEN_TTL_SECONDS: z._default(z.coerce.number().check(z.int(), z.positive()), 120),
});

/** Throws with every wrong setting named. */
export function assertValidEnv(raw: Record<string, string | undefined>) {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings in .env: ${problems.join('; ')}`);
  }
  return result.data;
}
