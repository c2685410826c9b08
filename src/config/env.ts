import { z } from 'zod/mini';

// Vite inlines import.meta.env at build time; parsing it here makes a bad .env fail loudly at start.
// The app uses zod's tree-shakable 'mini' build everywhere (docs/decisions.md: the /login budget).
const envSchema = z.object({
  VITE_API_BASE_URL: z._default(z.string().check(z.minLength(1)), '/api'),
  VITE_DEMO_TOKEN_TTL_SECONDS: z._default(z.coerce.number().check(z.int(), z.positive()), 120),
});

const parsed = envSchema.parse({
  VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL as string | undefined,
  VITE_DEMO_TOKEN_TTL_SECONDS: import.meta.env.VITE_DEMO_TOKEN_TTL_SECONDS as string | undefined,
});

export const env = {
  apiBaseUrl: parsed.VITE_API_BASE_URL.replace(/\/+$/, ''),
  demoTokenTtlSeconds: parsed.VITE_DEMO_TOKEN_TTL_SECONDS,
} as const;

/**
 * Whether the in-browser demo backend runs. Code that must vanish from the production bundle
 * (src/main.tsx, the demo accounts panel) compares import.meta.env.VITE_DEMO_BACKEND itself, so
 * Vite can replace it with a literal there.
 */
export const isDemoBackend = import.meta.env.VITE_DEMO_BACKEND === 'true';
