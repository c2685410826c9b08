import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';

// A read that fails for as long as a test says, then recovers: how the route tests watch a screen
// show an error (after its retries, for a server error), keep what it had, and come back on retry.
// retryFailedLoad (failed-load.ts) covers the plain case of a refused first load; this is for the
// rest: a server error, a failure that starts later, a test that steps through it itself.

/**
 * From now on GET `endpoint` answers `status` with `{ message }` while the returned switch's
 * `failing` is true (from the start, unless `failing: false` is given); once it is set to false the
 * demo backend answers again. With `heldUntil` (an answerGate's `opened`) each failure waits for it,
 * so the screen is seen waiting before it meets the failure.
 */
export function failingGet(
  endpoint: string,
  {
    message,
    status,
    failing = true,
    heldUntil,
  }: { message: string; status: number; failing?: boolean; heldUntil?: Promise<unknown> },
) {
  const outage = { failing };
  server.use(
    http.get(endpoint, async () => {
      if (!outage.failing) return undefined;
      await heldUntil;
      return HttpResponse.json({ message }, { status });
    }),
  );
  return outage;
}
