import { z } from 'zod';

// Vite inlines import.meta.env at build time; parsing it here makes a bad .env fail loudly at start.
const envSchema = z.object({
  VITE_API_BASE_URL: z.string().min(1).default('/api'),
  VITE_DEMO_BACKEND: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  VITE_DEMO_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(120),
});

const parsed = envSchema.parse({
  VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL as string | undefined,
  VITE_DEMO_BACKEND: import.meta.env.VITE_DEMO_BACKEND as string | undefined,
  VITE_DEMO_TOKEN_TTL_SECONDS: import.meta.env.VITE_DEMO_TOKEN_TTL_SECONDS as string | undefined,
});

export const env = {
  apiBaseUrl: parsed.VITE_API_BASE_URL.replace(/\/+$/, ''),
  demoTokenTtlSeconds: parsed.VITE_DEMO_TOKEN_TTL_SECONDS,
} as const;

/**
 * Kept as a direct comparison (not read from `env`) so Vite can replace it with a literal and the
 * production build drops the demo backend entirely.
 */
export const isDemoBackend = import.meta.env.VITE_DEMO_BACKEND === 'true';
