import { expect, test } from '@playwright/test';
import { meetFault } from './fault-checks';
import { recordOutcome, writeMatrix } from './fault-matrix';
import { FAULTS, signInQuickly } from './faults';
import { ROUTES } from './screens';
import type { Role } from './support';

// Issue 8 'Faults': every screen that loads data meets each of the six faults on all its data
// calls, with a fresh page load per fault. It must never go white: a failed load says so in the
// user's language with a retry that brings the data back, an ended session leads to /login and
// back, and a slow answer shows a busy state. The count of what held goes to fault-matrix.json.

/** Screens where the slow fault is waited out until the data arrives (one list, one detail, one report). */
const WAIT_FOR_DATA = new Set(['IMPORTER /inquiries', 'LOGISTIC /billing', 'ADMIN /all-billing']);

/** Visitor pages that load data: registration looks up the countries. */
const VISITOR_SCREENS = ['/register'];

type Visitor = 'VISITOR';
const screens: [Role | Visitor, string][] = [
  ...VISITOR_SCREENS.map((screen): [Visitor, string] => ['VISITOR', screen]),
  ...(Object.keys(ROUTES) as Role[]).flatMap((role) => ROUTES[role].map((screen): [Role, string] => [role, screen])),
];

test.afterAll(() => {
  console.log(writeMatrix(test.info().project.outputDir, FAULTS.length));
});

for (const [role, screen] of screens) {
  test(`${role} ${screen} holds under every fault`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const signIn = () => (role === 'VISITOR' ? Promise.resolve() : signInQuickly(context, baseURL!, role));
    await signIn();
    // Before the first page load, so the retry back-off can be skipped (fault-checks.ts).
    await page.clock.install();
    for (const fault of FAULTS) {
      const problems = await test.step(fault, () =>
        meetFault(page, screen, fault, { waitForData: WAIT_FOR_DATA.has(`${role} ${screen}`) }),
      );
      recordOutcome({ role, screen, fault, held: problems.length === 0, problems });
      expect.soft(problems, `${screen} under ${fault}`).toEqual([]);
      // The forbidden fault ended the session; the next fault needs a fresh one.
      if (fault === 'forbidden-no-refresh') await signIn();
    }
  });
}
