import type { Page, Route } from '@playwright/test';
import { PayloadRotation, poisonAnswer } from './hostile-strings';

// A hostile backend at the browser's network boundary: every /api read is answered by the real
// demo backend, with its free text swapped for payloads on the way, so each screen renders real
// records whose names, notes and addresses are attacks.

/** Serves every /api GET poisoned; writes pass through. Returns the rotation, which counts swaps. */
export async function serveHostileReads(page: Page) {
  const rotation = new PayloadRotation();
  await page.route('**/api/**', async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    // A keep-alive socket the server closed meanwhile gets one more try; a page that moved on, none.
    const response = await route.fetch().catch(() => route.fetch().catch(() => null));
    if (!response) return route.abort().catch(() => undefined);
    if (!(response.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response });
    const body: unknown = await response.json();
    poisonAnswer(body as Parameters<typeof poisonAnswer>[0], rotation);
    return route.fulfill({ response, json: body });
  });
  return rotation;
}

/** Refuses the next writes to `path` (a glob) with `status` and a body naming hostile messages. */
export async function refuseWrites(
  page: Page,
  path: string,
  status: number,
  body: { message?: string; errors?: Record<string, string> },
) {
  await page.route(path, (route) =>
    route.request().method() === 'GET' ? route.fallback() : route.fulfill({ status, json: body }),
  );
  return () => page.unroute(path);
}
