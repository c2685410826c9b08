import { stripVTControlCharacters } from 'node:util';
import { expect, type BrowserContext, type Page, type Request, type Route } from '@playwright/test';
import { ACCOUNTS, PASSWORD, type Role } from './support';

// The six faults the browser tests put between the app and its backend. They are injected at the
// browser's network boundary (Playwright's router), so the app meets them exactly as it would meet
// a failing server, proxy or connection; the backend itself keeps answering the other calls.

export const FAULTS = [
  'server-error',
  'forbidden-no-refresh',
  'network-down',
  'malformed-json',
  'wrong-shape',
  'slow',
] as const;
export type Fault = (typeof FAULTS)[number];

/**
 * The 'slow' fault holds each answer back until the test lifts the fault (or leaves the page): as
 * long as the test needs to look at the wait, and not a fixed time longer.
 */

const REFRESH_PATH = '/api/auth/refresh-token';

/** The az sentences the app shows for each fault (locales/az/errors.json). */
export const FAULT_MESSAGES_AZ: Record<Exclude<Fault, 'slow' | 'forbidden-no-refresh'>, RegExp> = {
  'server-error': /Serverdə xəta baş verdi/,
  'network-down': /Serverlə əlaqə yoxdur/,
  'malformed-json': /Serverdən gözlənilməz cavab gəldi/,
  'wrong-shape': /Serverdən gözlənilməz cavab gəldi/,
};

async function answer(route: Route, fault: Fault, lifted: Promise<void>) {
  switch (fault) {
    case 'server-error':
      return route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
    case 'forbidden-no-refresh':
      return route.fulfill({ status: 403, json: { message: 'Forbidden' } });
    case 'network-down':
      return route.abort('internetdisconnected');
    case 'malformed-json':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"content": [{"id": 1,' });
    case 'wrong-shape':
      return route.fulfill({
        status: 200,
        json: { unexpected: ['not', 'what', 'the', 'screen', 'expects'] },
      });
    case 'slow':
      await lifted;
      // The page may be gone by then (the test has seen what it needed).
      return route.continue().catch(() => undefined);
  }
}

/**
 * Makes every /api request that `matches` meet the fault. For 'forbidden-no-refresh' the refresh
 * call is refused too, so the client cannot recover the session. Returns a function that lifts it
 * (and lets the answers a 'slow' fault holds go on).
 */
export async function injectFault(page: Page, fault: Fault, matches: (request: Request) => boolean) {
  let lift = () => {};
  const lifted = new Promise<void>((resolve) => {
    lift = resolve;
  });
  const handler = async (route: Route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (fault === 'forbidden-no-refresh' && path === REFRESH_PATH) {
      return route.fulfill({ status: 401, json: { message: 'Refresh token expired' } });
    }
    if (path !== REFRESH_PATH && matches(request)) return answer(route, fault, lifted);
    return route.fallback();
  };
  await page.route('**/api/**', handler);
  return async () => {
    lift();
    await page.unroute('**/api/**', handler);
  };
}

/** Every data call of a screen: any /api GET except the session's own plumbing. */
export const isDataCall = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/');

/** The call a form sends: any /api write. */
export const isWriteCall = (request: Request) =>
  request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/');

/**
 * Signs in through the API (the login form has its own tests) and puts the tokens where the app
 * keeps them, so a test can open any screen at once.
 */
export async function signInQuickly(context: BrowserContext, baseURL: string, role: Role) {
  const response = await context.request.post(`${baseURL}/api/auth/login`, {
    data: { email: ACCOUNTS[role].email, password: PASSWORD },
  });
  expect(response.ok(), `login as ${role}`).toBe(true);
  const { accessToken, refreshToken } = (await response.json()) as {
    accessToken: string;
    refreshToken: string;
  };
  const cookie = { url: baseURL, secure: true, sameSite: 'Strict' as const };
  await context.addCookies([
    { ...cookie, name: 'accessToken', value: accessToken },
    { ...cookie, name: 'refreshToken', value: refreshToken },
  ]);
}

/** Runs one labelled assertion; a failure is written down (its first line) instead of thrown. */
export type Check = (label: string, assertion: () => Promise<unknown>) => Promise<void>;

/** A Check that collects failures in `problems`, each with `where()` appended when given. */
export function checker(problems: string[], where?: () => string): Check {
  return async (label, assertion) => {
    try {
      await assertion();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Playwright's messages carry colour codes and a call log; the first line says enough.
      const firstLine = stripVTControlCharacters(message).split('\n').find(Boolean) ?? message;
      problems.push(`${label}: ${firstLine.trim()}${where ? ` (at ${where()})` : ''}`);
    }
  };
}
