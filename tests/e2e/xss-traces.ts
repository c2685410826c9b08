import { expect, type BrowserContext, type Page } from '@playwright/test';
import { HOSTILE_PAYLOADS, PAYLOAD_FRAGMENTS, XSS_HOST } from './hostile-strings';

// What a payload leaves behind if it ran or was taken as markup, and the checks that look for it
// after every screen: a dialog, `window.__xss`, a request to another origin, a new window, markup
// a payload brought in, or part of a payload shown as text with the rest swallowed as markup.

export type Traces = { dialogs: string[]; foreignRequests: string[]; popups: string[] };

/** Starts listening; every trace from then on is kept until the next check clears it. */
export async function watchForTraces(
  context: BrowserContext,
  page: Page,
  appOrigin: string,
): Promise<Traces> {
  const traces: Traces = { dialogs: [], foreignRequests: [], popups: [] };
  // A payload's request to the made-up host fails at once, as a name that does not resolve. Left to
  // the machine's resolver it could hang (no internet here), and a refresh the payload started then
  // held the tab's next navigation until the test's limit (two CI runs). The request is still seen.
  await context.route(`*://${XSS_HOST}/**`, (route) => route.abort('namenotresolved'));
  page.on('dialog', (dialog) => {
    traces.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  context.on('request', (request) => {
    const url = request.url();
    // The app's own inline assets (data:/blob:) are fine; one a payload made is not.
    if (/^(data|blob):/.test(url) && !PAYLOAD_FRAGMENTS.test(decodeURIComponent(url))) return;
    if (!url.startsWith(`${appOrigin}/`)) traces.foreignRequests.push(`${request.method()} ${url}`);
  });
  context.on('page', (popup) => traces.popups.push(popup.url()));
  return traces;
}

/**
 * Markup no screen of the app renders itself, so only a payload could have put it there: event
 * handler attributes, script-bearing URLs, embedded documents, a base or refresh, forms posting away.
 * The sanitised mail body is inspected like the rest of the page.
 */
function findInjectedMarkup(): string[] {
  const found: string[] = [];
  // A link to one of the app's own screens may carry hostile text in its query; one elsewhere may not.
  const dangerousUrl = (value: string) => {
    if (!URL.canParse(value, document.baseURI)) return true;
    const url = new URL(value, document.baseURI);
    if (['mailto:', 'tel:'].includes(url.protocol)) return false;
    return url.origin !== location.origin;
  };
  const urlAttributes = /^(href|src|action|formaction|data|xlink:href|poster|background)$/i;
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'noscript', 'math', 'form'].includes(tag)) {
      if (tag !== 'form' || element.getAttribute('action')) found.push(`<${tag}>`);
    }
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name)) found.push(`<${tag} ${attribute.name}>`);
      if (urlAttributes.test(attribute.name) && dangerousUrl(attribute.value)) {
        found.push(`<${tag} ${attribute.name}="${attribute.value.slice(0, 40)}">`);
      }
      if (attribute.name === 'style' && /url\(|expression\(/i.test(attribute.value)) {
        found.push(`<${tag} style="${attribute.value.slice(0, 40)}">`);
      }
    }
  }
  return found;
}

/** Everything the user can read: visible text, and what the form fields hold. */
async function readableText(page: Page) {
  return page.evaluate(() => {
    const fields = Array.from(
      document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
    );
    return [document.body.innerText, ...fields.map((field) => field.value)].join('\n');
  });
}

/** A payload as text, whole or cut short with an ellipsis where a chart or cell has no room. */
function payloadsAsText(text: string) {
  let rest = text;
  const shown: number[] = [];
  HOSTILE_PAYLOADS.forEach((payload, index) => {
    const forms = [payload];
    for (let length = payload.length - 1; length >= 8; length -= 1)
      forms.push(`${payload.slice(0, length)}…`);
    for (const form of forms) {
      if (!rest.includes(form)) continue;
      rest = rest.split(form).join('');
      if (!shown.includes(index + 1)) shown.push(index + 1);
    }
  });
  return { shown: shown.sort((a, b) => a - b), rest };
}

export type Findings = {
  dialogs: string[];
  xss: unknown;
  foreignRequests: string[];
  popups: string[];
  /** Markup only a payload could have brought in. */
  markup: string[];
  /** Lines showing part of a payload whose rest was taken as markup. */
  leftover: string[];
  /** The payloads shown as text. */
  shown: number[];
};

/** What payloads did on the page since the last look; clears the listeners' record. */
export async function collectFindings(page: Page, traces: Traces): Promise<Findings> {
  // A payload that navigated the page away leaves nothing to read: that alone is a finding.
  const read = async <T>(what: () => Promise<T>, left: T) => what().catch(() => left);
  const gone = `page left for ${page.url()}`;
  const xss = await read(() => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), gone);
  const markup = await read(() => page.evaluate(findInjectedMarkup), [gone]);
  const { shown, rest } = payloadsAsText(await read(() => readableText(page), ''));
  // The mail body is HTML by design: the sanitiser keeps the text of what it strips.
  const mailText = await read(() => page.getByTestId('mail-body').allInnerTexts(), []);
  const mailLines = new Set(mailText.join('\n').split('\n'));
  const findings: Findings = {
    dialogs: [...traces.dialogs],
    xss,
    foreignRequests: [...traces.foreignRequests],
    popups: [...traces.popups],
    markup,
    leftover: rest.split('\n').filter((line) => PAYLOAD_FRAGMENTS.test(line) && !mailLines.has(line)),
    shown,
  };
  traces.dialogs.length = 0;
  traces.foreignRequests.length = 0;
  traces.popups.length = 0;
  return findings;
}

/** True when anything at all shows a payload ran or was taken as markup. */
export const anyTrace = (f: Findings) =>
  f.dialogs.length + f.foreignRequests.length + f.popups.length + f.markup.length + f.leftover.length > 0 ||
  f.xss !== undefined;

/**
 * Fails when anything a payload did is on record. `showsData` also asks for at least one payload
 * shown as text: the screen rendered the hostile data rather than an error or nothing.
 * Returns the numbers of the payloads shown.
 */
export async function expectNoTrace(page: Page, traces: Traces, where: string, showsData = true) {
  // What draws after the data (a chart's labels, once its chunk has come and it has measured its
  // box) may still be on its way when the network falls quiet: wait for it, then look.
  if (showsData)
    await expect
      .poll(async () => payloadsAsText(await readableText(page).catch(() => '')).shown.length, {
        message: `payloads shown as text on ${where}`,
      })
      .toBeGreaterThan(0)
      .catch(() => undefined);
  const found = await collectFindings(page, traces);
  expect.soft(found.dialogs, `dialogs on ${where}`).toEqual([]);
  expect.soft(found.xss, `window.__xss on ${where}`).toBeUndefined();
  expect.soft(found.foreignRequests, `requests to other hosts on ${where}`).toEqual([]);
  expect.soft(found.popups, `windows opened on ${where}`).toEqual([]);
  expect.soft(found.markup, `markup from payloads on ${where}`).toEqual([]);
  expect.soft(found.leftover, `payloads partly taken as markup on ${where}`).toEqual([]);
  if (showsData) expect.soft(found.shown.length, `payloads shown as text on ${where}`).toBeGreaterThan(0);
  return found.shown;
}
