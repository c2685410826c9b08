import { expect, test } from './fixtures';
import { meetFault } from './fault-checks';
import { recordOutcome, writeMatrix } from './fault-matrix';
import { FAULTS, injectFault, isDataCall, signInQuickly } from './faults';
import { ROUTES, WITHOUT_DATA } from './screens';
import type { Role } from './support';

// Faults in the browser: the six faults met at the network's edge (a 502 page from a
// proxy, a dropped connection, a cut-off JSON body) with the app's real retry back-off, a fresh page
// load per fault. Every screen meets every fault at route level (src/app/faults-*.test.tsx);
// here a sample with one screen of each kind: a dashboard of parts,
// a list, a detail, a form that loads what it edits, a report, the charts, the invoice, the mail.
// It must never go white: a failed load says so in the user's language with a retry that brings the
// data back, an ended session leads to /login and back, and a slow answer shows a busy state. The
// count of what held goes to fault-matrix.json.

type Who = Role | 'VISITOR';
/** The sample: each a different kind of screen, across the three roles and the visitor. */
const SAMPLE: [Who, string][] = [
  ['VISITOR', '/register'],
  ['IMPORTER', '/'],
  ['IMPORTER', '/inquiries'],
  ['IMPORTER', '/all-bids/102'],
  ['IMPORTER', '/email/detail/3'],
  ['IMPORTER', '/statistics'],
  ['LOGISTIC', '/inquiry/inquiry-details/102'],
  ['LOGISTIC', '/billing/invoices/7001'],
  ['LOGISTIC', '/route-offers'],
  ['ADMIN', '/all-billing'],
  ['ADMIN', '/organizations/update-organization/4'],
];

/** Screens where the slow fault is waited out until the data arrives (a list, a detail, a report). */
const WAIT_FOR_DATA = new Set([
  'IMPORTER /inquiries',
  'LOGISTIC /billing/invoices/7001',
  'ADMIN /all-billing',
]);

/**
 * The layout's own calls, which may fail quietly: the unread mail badge, and the organisation whose
 * suspension the banner and the switched-off actions show (no banner when it cannot be read).
 */
const LAYOUT_CALLS = ['/api/mail/unread-count', '/api/notifications/unread-count', '/api/organization'];

/**
 * The forbidden fault ends the session, and what the app keeps for the user's return (unsent form
 * copies) must not colour the other faults' results: it comes last, and needs no new sign-in.
 */
const FAULT_ORDER = [
  ...FAULTS.filter((fault) => fault !== 'forbidden-no-refresh'),
  'forbidden-no-refresh',
] as const;

// A trace of what failed stays (actions, network, console), without the DOM snapshots and
// screencast that would double the run of some 70 page loads.
test.use({ trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false } });

test.afterAll(() => {
  console.log(writeMatrix(test.info().project.outputDir, FAULTS.length, SAMPLE.length * FAULTS.length));
});

for (const [who, screen] of SAMPLE) {
  test(`${who} ${screen} holds under every fault`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    if (who !== 'VISITOR') {
      expect(ROUTES[who], 'the sample takes screens of the route table').toContain(screen);
      await signInQuickly(context, baseURL!, who);
    }
    // Before the first page load, so the retry back-off can be skipped (fault-checks.ts).
    await page.clock.install();
    // One fault after the other in one page: side by side they starve each other on a busy machine.
    for (const fault of FAULT_ORDER) {
      const problems = await test.step(fault, () =>
        meetFault(page, screen, fault, {
          signedIn: who !== 'VISITOR',
          waitForData: WAIT_FOR_DATA.has(`${who} ${screen}`),
        }),
      );
      recordOutcome({ role: who, screen, fault, held: problems.length === 0, problems });
      expect.soft(problems, `${screen} under ${fault}`).toEqual([]);
    }
  });
}

// The last test keeps WITHOUT_DATA true (the screens skipped by the fault walks load nothing of their
// own) and checks the layout's calls.
test("screens without data of their own stay whole when the layout's calls fail", async ({
  page,
  context,
  baseURL,
}) => {
  await signInQuickly(context, baseURL!, 'IMPORTER');
  await page.clock.install();
  const calls = new Set<string>();
  await injectFault(page, 'server-error', (request) => {
    if (isDataCall(request)) calls.add(new URL(request.url()).pathname);
    return isDataCall(request);
  });
  for (const screen of WITHOUT_DATA) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Past every retry of the failing badge.
    for (let step = 0; step < 3; step += 1) await page.clock.fastForward(5_000);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  expect([...calls].filter((path) => !LAYOUT_CALLS.includes(path))).toEqual([]);
});
