import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readEarlierOutcomes, type Fault } from './faults';

// The tally of the form fault journeys: each (form, fault) tried and whether it held. Playwright
// starts a fresh worker after a failed test, so the tally lives in a file, merged by every worker;
// the runner's pid tells this run's entries from an older run's.

export type FormFaultOutcome = { form: string; fault: Fault; held: boolean; problems: string[] };

type TallyFile = { run: number; summary: string; outcomes: Record<string, FormFaultOutcome> };

const FILE_NAME = 'fault-matrix-forms.json';
const outcomes = new Map<string, FormFaultOutcome>();

export function recordFormFault(outcome: FormFaultOutcome) {
  outcomes.set(`${outcome.form} × ${outcome.fault}`, outcome);
}

/** Merges this worker's outcomes into the run's file and returns the count line. */
export function writeFormFaultTally(outputDir: string, faultCount: number) {
  mkdirSync(outputDir, { recursive: true });
  const file = join(outputDir, FILE_NAME);
  const merged = { ...readEarlierOutcomes<FormFaultOutcome>(file), ...Object.fromEntries(outcomes) };
  const all = Object.values(merged);
  const forms = new Set(all.map((outcome) => outcome.form)).size;
  const held = all.filter((outcome) => outcome.held).length;
  const summary = `faults: ${forms} forms × ${faultCount} faults = ${all.length} tried, ${held} held`;
  const tally: TallyFile = { run: process.ppid, summary, outcomes: merged };
  writeFileSync(file, `${JSON.stringify(tally, null, 2)}\n`);
  return summary;
}
