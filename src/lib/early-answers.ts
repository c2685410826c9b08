// The first requests of a landing route leave from index.html, before the app's code has arrived
// (build/early-requests.js starts them; build/first-request-plugin.ts says which). They wait here,
// keyed by method and URL, for the app's own request for the same thing (lib/api-client.ts), which
// takes the answer once instead of asking again.

/** What the early request brought: a 2xx answer's body, or null for anything else (then the app asks). */
export type EarlyAnswer = { status: number; data: unknown } | null;

/** The global the inline script fills: the session and language it asked in, and the answers to come. */
export type EarlyRequests = {
  token: string;
  language: string;
  /** When the requests left (Date.now()). */
  at: number;
  answers: Record<string, Promise<EarlyAnswer> | undefined>;
};

export const EARLY_REQUESTS_GLOBAL = '__firstRequests';

/**
 * An answer the app did not ask for within this long is not taken: by then the page has moved on,
 * and a fresh request brings fresher data.
 */
export const EARLY_ANSWER_LIFETIME_MS = 30_000;

const earlyRequests = () =>
  typeof window === 'undefined'
    ? undefined
    : ((window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] as EarlyRequests | undefined);

/**
 * The early answer to `key` (`GET /api/...`), taken at most once, and only while it is fresh and was
 * asked with the session's current token and in the current language; otherwise null.
 */
export function takeEarlyAnswer(key: string, token: string | null, language: string) {
  const early = earlyRequests();
  const answer = early?.answers[key];
  if (!early || !answer) return null;
  delete early.answers[key];
  const fresh = Date.now() - early.at <= EARLY_ANSWER_LIFETIME_MS;
  return fresh && early.token === token && early.language === language ? answer : null;
}
