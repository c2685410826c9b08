import { stripVTControlCharacters } from 'node:util';
import { expect, test } from './fixtures';
import { signedInForms } from './form-cases-signed-in';
import { visitorForms } from './form-cases-visitor';
import {
  acceptedAnswer,
  openFresh,
  refusedAnswer,
  sessionLost,
  slowAnswer,
  type Field,
  type FormCase,
} from './form-fault-checks';
import { recordFormFault, writeFormFaultTally } from './form-fault-tally';
import { FAULTS, signInQuickly, type Fault } from './faults';
import { resetDemoData } from './support';

// Faults for forms: every form that sends data meets the six faults on its write (GETs
// keep working). Each must say what happened in Azerbaijani, never show a white screen, and keep
// what was typed; after a 403 that cannot be refreshed, signing in again brings the form back with
// its values (never the secrets). One test per form, soft checks, a tally of what held.

const FORMS: FormCase[] = [...visitorForms, ...signedInForms];

test.beforeEach(async ({ page }) => resetDemoData(page));

for (const form of FORMS) {
  test(`${form.name}: six faults on its write, what was typed kept`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    if (form.role) await signInQuickly(context, baseURL!, form.role);
    const path = (await form.prepare?.(page)) ?? form.path;
    let attempt = 0;
    let typed: Field[] = [];
    const fresh = async () => {
      attempt += 1;
      typed = await openFresh(page, form, path, attempt);
    };

    const tryFault = async (fault: Fault, run: () => Promise<string[]>, before?: () => Promise<void>) => {
      let problems: string[];
      try {
        await before?.();
        problems = await run();
      } catch (error) {
        const message = stripVTControlCharacters(error instanceof Error ? error.message : String(error));
        problems = [`could not run: ${message.split('\n')[0]}`];
      }
      recordFormFault({ form: form.name, fault, held: problems.length === 0, problems });
      expect.soft(problems, `${form.name} × ${fault}`).toEqual([]);
    };

    // Three answers that leave the form as it stood, met one after another on one filling.
    await fresh();
    for (const fault of ['network-down', 'malformed-json', 'wrong-shape'] as const) {
      // A write whose answer the app does not read takes an odd JSON answer as done: met last.
      if (fault === 'wrong-shape' && form.answerUnread) continue;
      await tryFault(fault, () => refusedAnswer(page, form, fault, typed, false));
    }

    if (form.role) {
      const role = form.role;
      await tryFault('forbidden-no-refresh', () => sessionLost(page, form, role, path, typed));
    } else {
      // A visitor has no session to lose: a 403 is one more refusal to explain.
      await tryFault('forbidden-no-refresh', () =>
        refusedAnswer(page, form, 'forbidden-no-refresh', typed, false),
      );
    }
    // Opening the form afresh (a new page load) abandons the held answer before it can go through.
    await tryFault('slow', () => slowAnswer(page, form, typed), fresh);
    // Met while nothing has been saved yet (the fault answers in the server's place), so the form
    // still opens the same way afterwards.
    if (form.answerUnread) await tryFault('wrong-shape', () => acceptedAnswer(page, form), fresh);
    // Last, as its retry goes through and changes what the form would open with.
    await tryFault('server-error', () => refusedAnswer(page, form, 'server-error', typed, true), fresh);
  });
}

test.afterAll(() => {
  console.log(writeFormFaultTally(test.info().project.outputDir, FAULTS.length));
});
