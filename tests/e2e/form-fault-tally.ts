import { join } from 'node:path';
import type { Fault } from './faults';
import { mergeIntoTally } from './tally-file';

// The tally of the form fault journeys: each (form, fault) tried and whether it held. Playwright
// starts a fresh worker after a failed test, and two workers share the forms, so the tally lives in a
// file, merged by every worker (tally-file.ts).

export type FormFaultOutcome = { form: string; fault: Fault; held: boolean; problems: string[] };

const FILE_NAME = 'fault-matrix-forms.json';
const outcomes = new Map<string, FormFaultOutcome>();

export function recordFormFault(outcome: FormFaultOutcome) {
  outcomes.set(`${outcome.form} × ${outcome.fault}`, outcome);
}

/** Merges this worker's outcomes into the run's file and returns the count line. */
export function writeFormFaultTally(outputDir: string, faultCount: number) {
  return mergeIntoTally(join(outputDir, FILE_NAME), outcomes, (all) => {
    const forms = new Set(all.map((outcome) => outcome.form)).size;
    const held = all.filter((outcome) => outcome.held).length;
    return `faults: ${forms} forms × ${faultCount} faults = ${all.length} tried, ${held} held`;
  });
}
