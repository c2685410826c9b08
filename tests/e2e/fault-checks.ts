import { expect, type Locator, type Page } from '@playwright/test';
import { FAULT_MESSAGES_AZ, checker, injectFault, isDataCall, type Check, type Fault } from './faults';

// What 'held' means for one screen meeting one fault, checked as the user sees it. Each check that
// fails adds a line to the problems, so the tally can say which screens held and which did not,
// and why, without one failed check hiding the next.

const RETRY = 'Yenidən cəhd et';
const LOADING = 'Yüklənir…';
const SESSION_ENDED = 'Sessiyanın vaxtı bitdi. Yenidən daxil olun.';
/** The route error boundary's title: a data fault must never end there. */
const ERROR_BOUNDARY = 'Unexpected Application Error!';
/** Every sentence the app may show for a failed load (locales/az/errors.json). */
const ANY_LOAD_ERROR =
  /Serverdə xəta|Serverlə əlaqə yoxdur|Serverdən gözlənilməz cavab|Məlumatları yükləmək mümkün olmadı|icazəniz yoxdur|Nəsə alınmadı/;
/** What a raw, untranslated failure looks like when it leaks to the screen. */
const RAW_ERROR =
  /Request failed|status code|Network Error|Unexpected (token|response|end)|undefined|\[object|Bad Gateway/i;
/** What counts as a part of a screen that loads on its own. */
const PART = 'section, [role="region"], [role="tabpanel"], main';
/** React Query backs off 1 + 2 + 4 s between retries; the fake clock skips a step at a time. */
const BACK_OFF_STEP_MS = 5_000;

/**
 * Skeleton rows under aria-busy, a spinner, a progress bar, or a status that says it is loading;
 * not the lists' live result counts.
 */
const busy = (page: Page) =>
  page
    .locator('[aria-busy="true"]')
    .or(page.getByRole('status', { name: LOADING }))
    .or(page.getByRole('status').filter({ hasText: LOADING }))
    .or(page.getByRole('progressbar'));

async function expectNoWhiteScreen(page: Page, check: Check) {
  await check('a heading or the app shell is visible', () =>
    expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('banner')).first()).toBeVisible(),
  );
  await check('the page has text', async () =>
    expect((await page.locator('body').innerText()).trim()).not.toBe(''),
  );
  await check('no error boundary page', () => expect(page.getByText(ERROR_BOUNDARY)).toHaveCount(0));
}

/** Waits for the alert, moving the fake clock past the retry back-off while it is not there yet. */
async function waitOutRetries(page: Page, alert: Locator) {
  await expect(async () => {
    if (await alert.first().isVisible()) return;
    await page.clock.fastForward(BACK_OFF_STEP_MS);
    // A retry's answer comes within a few hundred ms; one more jump of the clock costs nothing.
    await expect(alert.first()).toBeVisible({ timeout: 150 });
  }).toPass({ timeout: 8_000, intervals: [0] });
}

async function checkErrorFault(
  page: Page,
  message: RegExp,
  lift: () => Promise<void>,
  check: Check,
  found: string[],
) {
  const alert = page.getByRole('alert').filter({ hasText: message });
  await check(`an alert says ${message}`, () => waitOutRetries(page, alert));
  await expectNoWhiteScreen(page, check);
  // Without the alert the checks below would only repeat that it is missing.
  if (found.length) return;
  await check('the sentence shows once per part of the screen, in no toast', async () => {
    // Parts that load on their own (a summary, a list, an invoice list) each say what failed where
    // their data would be; one part saying it twice, or a toast repeating it, is noise.
    await expect(page.getByText(message)).toHaveCount(await alert.count());
    const onePerPart = await alert.evaluateAll(
      (alerts, part) =>
        new Set(alerts.map((node) => node.parentElement?.closest(part))).size === alerts.length,
      PART,
    );
    expect(onePerPart, 'two alerts in one part of the screen').toBe(true);
  });
  await check('no raw or English error text', async () =>
    expect(await page.getByRole('alert').allInnerTexts()).not.toContainEqual(
      expect.stringMatching(RAW_ERROR),
    ),
  );
  const retry = alert.getByRole('button', { name: RETRY });
  await check(`the alert offers '${RETRY}'`, () => expect(retry.first()).toBeVisible());
  if (found.length) return;

  await lift();
  await check('retry brings the data', async () => {
    // A screen may show one alert per failed part; each retries its own part.
    for (let left = await retry.count(); left > 0 && left <= 5; left = await retry.count()) {
      await retry.first().click();
      await expect(retry).toHaveCount(left - 1);
    }
    await expect(page.getByRole('alert').filter({ hasText: ANY_LOAD_ERROR })).toHaveCount(0);
    await expect(busy(page)).toHaveCount(0);
  });
  await expectNoWhiteScreen(page, check);
}

async function checkSessionEnds(page: Page, screen: string, check: Check) {
  await check('the session ends on /login', () => expect(page).toHaveURL(/\/login(\?|$)/));
  await check('the login page brings the user back to the screen', () =>
    expect
      .poll(() => new URL(page.url()).searchParams.get('redirect'))
      // Home needs no redirect: the login page goes there anyway.
      .toBe(screen === '/' ? null : screen),
  );
  await check('the notice says the session ended', () => expect(page.getByText(SESSION_ENDED)).toBeVisible());
  await expectNoWhiteScreen(page, check);
}

async function checkSlow(page: Page, waitForData: boolean, lift: () => Promise<void>, check: Check) {
  await check('a busy state shows while the answer is held back', () =>
    expect(busy(page).first()).toBeVisible(),
  );
  await expectNoWhiteScreen(page, check);
  // Time in the page moves on (the app sets no timeout of its own): still waiting, no error.
  await page.clock.fastForward(BACK_OFF_STEP_MS);
  await check('no error while waiting', () =>
    expect(page.getByRole('alert').filter({ hasText: ANY_LOAD_ERROR })).toHaveCount(0),
  );
  await check('still busy while waiting', () => expect(busy(page).first()).toBeVisible());
  if (!waitForData) return;
  // The slow answers arrive at last.
  await lift();
  await check('the data arrives after the delay', async () => {
    await expect(busy(page)).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: ANY_LOAD_ERROR })).toHaveCount(0);
  });
  await expectNoWhiteScreen(page, check);
}

/** What a visitor meets when a call is refused: there is no session to end, only a failed load. */
const FORBIDDEN_AZ = /Bu əməliyyat üçün icazəniz yoxdur/;

/** Opens the screen with every data call meeting the fault; returns what did not hold. */
export async function meetFault(
  page: Page,
  screen: string,
  fault: Fault,
  options: { signedIn: boolean; waitForData: boolean },
) {
  const found: string[] = [];
  const check = checker(found, () => new URL(page.url()).pathname);
  const lift = await injectFault(page, fault, isDataCall);
  try {
    await page.goto(screen);
    if (fault === 'slow') await checkSlow(page, options.waitForData, lift, check);
    else if (fault !== 'forbidden-no-refresh')
      await checkErrorFault(page, FAULT_MESSAGES_AZ[fault], lift, check, found);
    else if (options.signedIn) await checkSessionEnds(page, screen, check);
    else await checkErrorFault(page, FORBIDDEN_AZ, lift, check, found);
  } finally {
    // Answers still held back belong to this page: leaving it drops them before the next fault.
    if (fault === 'slow') await page.goto('about:blank');
    await lift();
  }
  return found;
}
