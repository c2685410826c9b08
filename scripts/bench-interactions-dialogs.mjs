// Nothing lost on the importer's bids: the click that opens a bid's details and the click that confirms
// accepting it, each timed by Event Timing (the interaction's duration to its next paint, as INP
// counts it), and, beside it, the time until the dialog the click asked for is painted (Event Timing
// alone would miss a dialog whose code still has to arrive). Accepting changes the demo's data, so the
// demo backend starts over from its seed before every repetition.

import { armPaintWatch, openSettled, paintedAfterClick, waitUntilQuiet } from './bench-interactions-page.mjs';
import { interactionDuration, median, row } from './bench-interactions-rows.mjs';

const PAGE = '/all-bids/102';
const EVENT_THRESHOLD_MS = 16;
const RESPONSE_GOAL_MS = 200;

/** Starts collecting Event Timing entries in the page, those already buffered included. */
function observeEvents(page) {
  return page.evaluate((durationThreshold) => {
    window.__benchEvents = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__benchEvents.push({
          name: e.name,
          interactionId: e.interactionId,
          startTime: e.startTime,
          duration: e.duration,
        });
      }
    }).observe({ type: 'event', durationThreshold, buffered: true });
  }, EVENT_THRESHOLD_MS);
}

/** Clicks `button`, waits for `shown`, and returns Event Timing's duration and the click-to-paint time. */
async function timedClick(page, button, watch) {
  await armPaintWatch(page, watch);
  const since = await page.evaluate(() => performance.now());
  await button.click();
  const paintedMs = await paintedAfterClick(page);
  // Event Timing delivers an entry after the frame that follows the interaction: give it a few.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 200)))),
  );
  const entries = await page.evaluate(() => window.__benchEvents);
  return { eventMs: interactionDuration(entries, since, EVENT_THRESHOLD_MS), paintedMs };
}

async function detailsThenAccept({ browser, baseUrl, cpuRate }) {
  const reset = await fetch(`${baseUrl}/api/demo/reset`, { method: 'POST' });
  if (!reset.ok) throw new Error(`bench: the demo backend did not start over (${reset.status})`);
  const respond = (p) => p.getByTestId('bid-row').first().getByRole('button', { name: 'Təklifi cavabla' });
  const { context, page } = await openSettled({
    browser,
    baseUrl,
    email: 'importer@demo.az',
    path: PAGE,
    cpuRate,
    ready: respond,
  });
  try {
    await observeEvents(page);
    const details = await timedClick(page, respond(page), { selector: '[role="dialog"]' });
    const dialog = page.getByRole('dialog', { name: 'Təfərrüatlar' });
    await dialog.getByRole('button', { name: 'Təsdiqlə' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Təsdiqlə' });
    await confirm.getByRole('button', { name: 'Bəli' }).waitFor();
    await waitUntilQuiet(page);
    // Confirmed: once the server has answered, the dialogs close and a toast says so.
    const accept = await timedClick(page, confirm.getByRole('button', { name: 'Bəli' }), {
      selector: '[role="status"]',
      text: 'Təklif qəbul edildi',
    });
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    return { details, accept };
  } finally {
    await context.close();
  }
}

/**
 * Four rows for each of `baseUrls` (builds compared side by side, taken in turn each repetition): each
 * click's Event Timing duration (goal 200 ms) and its dialog or answer painted.
 */
export async function measureDialogsAcross({ browser, baseUrls, cpuRate, repeats = 5 }) {
  const runs = baseUrls.map(() => []);
  for (let i = 0; i < repeats; i++) {
    for (const [b, baseUrl] of baseUrls.entries()) {
      runs[b].push(await detailsThenAccept({ browser, baseUrl, cpuRate }));
    }
  }
  const suffix = `(${cpuRate}× CPU, median of ${repeats})`;
  return runs.map((buildRuns) => {
    const of = (pick) => Math.round(median(buildRuns.map(pick)));
    return [
      row({
        name: `bid details: click → next paint, Event Timing ${suffix}`,
        value: of((r) => r.details.eventMs),
        unit: 'ms',
        goal: RESPONSE_GOAL_MS,
      }),
      row({
        name: `bid details: click → dialog painted ${suffix}`,
        value: of((r) => r.details.paintedMs),
        unit: 'ms',
      }),
      row({
        name: `accept a bid: confirm click → next paint, Event Timing ${suffix}`,
        value: of((r) => r.accept.eventMs),
        unit: 'ms',
        goal: RESPONSE_GOAL_MS,
      }),
      row({
        name: `accept a bid: confirm click → its toast painted ${suffix}`,
        value: of((r) => r.accept.paintedMs),
        unit: 'ms',
      }),
    ];
  });
}
