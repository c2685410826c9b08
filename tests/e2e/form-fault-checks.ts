import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { FAULT_MESSAGES_AZ, checker, injectFault, isWriteCall, type Fault } from './faults';
import { ACCOUNTS, PASSWORD, type Role } from './support';

// What 'held' means for one form meeting one fault, checked as the user sees it. Every check that
// fails adds a line to the problems, so one failure never hides the next and the tally says why.

const SESSION_ENDED = 'Sessiyanın vaxtı bitdi. Yenidən daxil olun.';
const RESTORED = /Göndərilməmiş məlumatlarınız bərpa olundu/;
const ERROR_BOUNDARY = 'Unexpected Application Error!';
const CHECK_TIMEOUT = 5_000;

export type FormCase = {
  name: string;
  /** null: a visitor's form (no session to lose). */
  role: Role | null;
  path: string;
  /** Runs once before the form is first opened; may return the path to use instead (a fresh token, a draft). */
  prepare?: (page: Page) => Promise<string | void>;
  /** After the page loads: whatever opens the form (a dialog, an Edit button). */
  open?: (page: Page) => Promise<void>;
  /** Where the form's fields are. */
  scope: (page: Page) => Locator;
  /** Valid values; `attempt` makes unique ones where the server wants them (emails, codes). */
  fill: (page: Page, attempt: number) => Promise<void>;
  /** Whatever precedes the sending click (a confirmation); returns the button that sends. */
  sendButton: (page: Page) => Locator | Promise<Locator>;
  /** What the user sees once the form went through. */
  sent: (page: Page) => Promise<void>;
  /** Fields the app empties on purpose after any answer (card number, CVV), and how to type them again. */
  wiped?: RegExp;
  refill?: (page: Page) => Promise<void>;
  /** Fields never kept across a sign-in (beyond every password box): card data, temporary passwords. */
  secret?: RegExp;
  /** What says the typed values are back after signing in again (the mail form has its own draft). */
  restoredNotice?: RegExp | null;
  /**
   * The write's answer is one the spec does not fix, so the app does not read it (lib/write-answer.ts):
   * a JSON answer of an unexpected shape means the write went through, not a refusal.
   */
  answerUnread?: boolean;
};

export type Field = { key: string; value: string; secret: boolean };

/** Every input, textarea and select in the scope: its name (or label) and what it holds. */
export async function snapshot(scope: Locator): Promise<Field[]> {
  return withUniqueKeys(await fieldsIn(scope));
}

/** Two fields of one label (a pickup and a delivery 'City') are told apart by their order. */
function withUniqueKeys(fields: Field[]): Field[] {
  const seen = new Map<string, number>();
  return fields.map((field) => {
    const count = (seen.get(field.key) ?? 0) + 1;
    seen.set(field.key, count);
    return count === 1 ? field : { ...field, key: `${field.key} (${count})` };
  });
}

function fieldsIn(scope: Locator): Promise<Field[]> {
  return scope.evaluate(
    (root) =>
      Array.from(root.querySelectorAll<HTMLInputElement>('input, textarea, select'))
        .filter((el) => el.type !== 'file' && el.type !== 'submit' && el.type !== 'button')
        .map((el, index) => {
          const label = el.labels?.[0]?.textContent?.trim() ?? el.getAttribute('aria-label') ?? '';
          const base = el.name || label || el.id || `#${index}`;
          const checkable = el.type === 'checkbox' || el.type === 'radio';
          return {
            key: checkable ? `${base}=${el.value}` : base,
            value: checkable ? String(el.checked) : el.value,
            secret: el.type === 'password' || ['cc-number', 'cc-exp', 'cc-csc'].includes(el.autocomplete),
          };
        }),
    undefined,
    // A form that is not there fails the check, instead of waiting for the test to time out.
    { timeout: CHECK_TIMEOUT },
  );
}

/** The fields whose value differs, as 'key: before → after'. */
export function differences(before: Field[], after: Field[], skip: (field: Field) => boolean) {
  const now = new Map(after.map((field) => [field.key, field.value]));
  return before
    .filter((field) => !skip(field) && now.get(field.key) !== field.value)
    .map((field) => `${field.key}: ${JSON.stringify(field.value)} → ${JSON.stringify(now.get(field.key))}`);
}

async function expectNoWhiteScreen(page: Page) {
  await expect(page.getByText(ERROR_BOUNDARY)).toHaveCount(0);
  await expect.poll(() => page.locator('#root').innerText(), { timeout: CHECK_TIMEOUT }).not.toBe('');
}

/** Resolves when the next write the app sends has been answered or has failed; rejects after 15 s. */
function nextWriteSettled(page: Page) {
  return new Promise<void>((resolve, reject) => {
    const done = (request: Request) => {
      if (!isWriteCall(request)) return;
      stop();
      resolve();
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error('no write was sent within 15 s'));
    }, 15_000);
    const stop = () => {
      clearTimeout(timer);
      page.off('requestfinished', done);
      page.off('requestfailed', done);
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  });
}

/** Opens the form afresh with valid values typed; returns them. */
export async function openFresh(page: Page, form: FormCase, path: string, attempt: number) {
  if (form.role === null) await page.context().clearCookies();
  await page.goto(path);
  await form.open?.(page);
  await expect(form.scope(page)).toBeVisible();
  await form.fill(page, attempt);
  return snapshot(form.scope(page));
}

/** server-error, network-down, malformed-json, wrong-shape: a clear message, everything kept. */
export async function refusedAnswer(
  page: Page,
  form: FormCase,
  fault: Fault,
  typed: Field[],
  retry: boolean,
) {
  const problems: string[] = [];
  const check = checker(problems);
  const lift = await injectFault(page, fault, isWriteCall);
  // What the app empties after every answer is typed again, as the user would.
  await form.refill?.(page);
  const settled = nextWriteSettled(page);
  await (await form.sendButton(page)).click();
  await check('the write is sent', () => settled);
  await check('no white screen', () => expectNoWhiteScreen(page));
  const message =
    fault === 'forbidden-no-refresh' ? /\S/ : FAULT_MESSAGES_AZ[fault as keyof typeof FAULT_MESSAGES_AZ];
  await check('a clear message', () =>
    expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible({
      timeout: CHECK_TIMEOUT,
    }),
  );
  await check('everything typed is kept', async () =>
    expect(
      differences(typed, await snapshot(form.scope(page)), (field) => !!form.wiped?.test(field.key)),
    ).toEqual([]),
  );
  await lift();
  if (retry) {
    await form.refill?.(page);
    await check('sent again once the fault is gone', async () => {
      await (await form.sendButton(page)).click();
      await form.sent(page);
    });
  }
  return problems;
}

/** wrong-shape, for a write whose answer is not read: a 2xx JSON answer of any shape means done. */
export async function acceptedAnswer(page: Page, form: FormCase) {
  const problems: string[] = [];
  const check = checker(problems);
  const lift = await injectFault(page, 'wrong-shape', isWriteCall);
  await form.refill?.(page);
  const settled = nextWriteSettled(page);
  await (await form.sendButton(page)).click();
  await check('the write is sent', () => settled);
  await check('no white screen', () => expectNoWhiteScreen(page));
  await check('taken as done', () => form.sent(page));
  await check('no error shown', () =>
    expect(page.getByRole('alert').filter({ hasText: FAULT_MESSAGES_AZ['wrong-shape'] })).toHaveCount(0),
  );
  await lift();
  return problems;
}

type WriteCounter = { __writesSent: number };

/**
 * Counts in the page every write it starts from now on, as it starts it: the test then reads the count
 * once the page has run what a click queued, instead of hoping a request event arrives in time.
 */
function countWritesInPage(page: Page) {
  return page.evaluate(() => {
    const counter = window as unknown as WriteCounter;
    counter.__writesSent = 0;
    const count = (method: string | undefined, url: string | URL) => {
      const write = (method ?? 'GET').toUpperCase() !== 'GET';
      if (write && new URL(url, location.href).pathname.startsWith('/api/')) counter.__writesSent += 1;
    };
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
      count(args[0], args[1]);
      return open.apply(this, args);
    } as typeof open;
    const fetchNow = window.fetch;
    window.fetch = (input, init) => {
      if (input instanceof Request) count(init?.method ?? input.method, input.url);
      else count(init?.method, input);
      return fetchNow(input, init);
    };
  });
}

/** The writes counted so far, read after a frame and a task: what the last input queued has run. */
function writesSentInPage(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((done) =>
        requestAnimationFrame(() => setTimeout(() => done((window as unknown as WriteCounter).__writesSent))),
      ),
  );
}

/** slow: the button shows it is working, a second click sends nothing more, the fields stay. */
export async function slowAnswer(page: Page, form: FormCase, typed: Field[]) {
  const problems: string[] = [];
  const check = checker(problems);
  const lift = await injectFault(page, 'slow', isWriteCall);
  // Held as an element: a busy button may change its name ('Pay' → 'Processing…').
  const button = await (await form.sendButton(page)).elementHandle();
  await countWritesInPage(page);
  await button.click();
  await check('the button shows it is working', () =>
    expect
      .poll(
        () =>
          button.evaluate(
            (b) =>
              (b as HTMLButtonElement).disabled ||
              b.getAttribute('aria-busy') === 'true' ||
              b.querySelector('[data-slot="button-spinner"]') !== null,
          ),
        { timeout: CHECK_TIMEOUT },
      )
      .toBe(true),
  );
  // Busy shows as the form starts sending; the write itself leaves once the values are read.
  await check('the write leaves', () =>
    expect.poll(() => writesSentInPage(page), { timeout: CHECK_TIMEOUT }).toBe(1),
  );
  await button.click({ force: true, timeout: 1_000 }).catch(() => undefined);
  await page.keyboard.press('Enter').catch(() => undefined);
  // The first write is held until the fault is lifted; a second would have left by now.
  const sent = await writesSentInPage(page);
  await check(`a second click sends nothing more (writes sent: ${sent})`, () =>
    Promise.resolve().then(() => expect(sent).toBe(1)),
  );
  await check('no white screen', () => expectNoWhiteScreen(page));
  await check('the fields are unchanged', async () =>
    expect(differences(typed, await snapshot(form.scope(page)), () => false)).toEqual([]),
  );
  // Leave before lifting: lifting lets the held request through, and it must not land meanwhile.
  await page.goto('about:blank');
  await lift();
  return problems;
}

/**
 * forbidden-no-refresh on a signed-in form: the session ends, the login page says so, signing in
 * again through the form leads back to the form with everything typed (never the secrets).
 */
export async function sessionLost(page: Page, form: FormCase, role: Role, path: string, typed: Field[]) {
  const problems: string[] = [];
  const check = checker(problems);
  const lift = await injectFault(page, 'forbidden-no-refresh', isWriteCall);
  await form.refill?.(page);
  await (await form.sendButton(page)).click();
  await check('sent to sign in, with the way back', () =>
    expect(page).toHaveURL(/\/login\?redirect=/, { timeout: CHECK_TIMEOUT }),
  );
  await check('the notice says the session ended', () =>
    expect(page.getByText(SESSION_ENDED)).toBeVisible({ timeout: CHECK_TIMEOUT }),
  );
  await check('no white screen', () => expectNoWhiteScreen(page));
  await lift();
  const options = { timeout: CHECK_TIMEOUT };
  await page.getByLabel('E-poçt', { exact: true }).fill(ACCOUNTS[role].email, options);
  await page.getByLabel('Şifrə', { exact: true }).fill(PASSWORD, options);
  await page.getByRole('button', { name: 'Daxil ol' }).click(options);
  const target = new URL(path, 'http://x');
  await check('back on the form', async () => {
    await expect(page).toHaveURL((url) => url.pathname === target.pathname, { timeout: CHECK_TIMEOUT });
    await expect(form.scope(page)).toBeVisible({ timeout: CHECK_TIMEOUT });
  });
  const isSecret = (field: Field) => field.secret || !!form.secret?.test(field.key);
  const notice = form.restoredNotice === undefined ? RESTORED : form.restoredNotice;
  if (notice && typed.some((field) => !isSecret(field)))
    await check('a notice says it was restored', () =>
      expect(page.getByText(notice).first()).toBeVisible({ timeout: CHECK_TIMEOUT }),
    );
  await check('everything typed is back, except secrets', async () => {
    await expect
      .poll(async () => differences(typed, await snapshot(form.scope(page)), isSecret), {
        timeout: CHECK_TIMEOUT,
      })
      .toEqual([]);
  });
  await check('no secret came back', async () => {
    const now = await snapshot(form.scope(page));
    expect(now.filter((field) => isSecret(field) && field.value !== '').map((field) => field.key)).toEqual(
      [],
    );
  });
  return problems;
}
