/** What the early request brought: a 2xx answer's body, or null for anything else (then the app asks). */
export type EarlyAnswer = { status: number; data: unknown } | null;

/** The global the inline script fills: the session and language it asked in, and the answers to come. */
export type EarlyRequests = {
  token: string;
  language: string;
  at: number;
  answers: Record<string, Promise<EarlyAnswer> | undefined>;
};

export const EARLY_REQUESTS_GLOBAL = '__firstRequests';

export const EARLY_ANSWER_LIFETIME_MS = 30_000;

const earlyRequests = () =>
  typeof window === 'undefined'
    ? undefined
    : ((window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] as EarlyRequests | undefined);

/** Whether this page's first data left with the HTML and is not all taken yet. */
export const earlyAnswersWaiting = () => Object.keys(earlyRequests()?.answers ?? {}).length > 0;

export function takeEarlyAnswer(key: string, token: string | null, language: string) {
  const early = earlyRequests();
  const answer = early?.answers[key];
  if (!early || !answer) return null;
  delete early.answers[key];
  const fresh = Date.now() - early.at <= EARLY_ANSWER_LIFETIME_MS;
  return fresh && early.token === token && early.language === language ? answer : null;
}
