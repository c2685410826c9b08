import { join } from 'node:path';
import type { Fault } from './faults';
import { mergeIntoTally } from './tally-file';

// The tally of the fault journeys: which (screen, fault) pairs were tried and which held. Two workers
// share the screens, and Playwright starts a fresh worker after a failed test, so the tally lives in
// a file, not in module state: each worker merges what it saw into <outputDir>/fault-matrix.json
// (tally-file.ts), and the last one to finish writes the whole run.

export type FaultOutcome = {
  role: string;
  screen: string;
  fault: Fault;
  held: boolean;
  /** What the user would have met instead, for every check that failed. */
  problems: string[];
};

const outcomes = new Map<string, FaultOutcome>();

const keyOf = (outcome: FaultOutcome) => `${outcome.role} ${outcome.screen} ${outcome.fault}`;

export function recordOutcome(outcome: FaultOutcome) {
  outcomes.set(keyOf(outcome), outcome);
}

/**
 * Merges this worker's outcomes into the run's file and returns the count line; until every pair
 * of the run is in (a worker ending after a failed test), the line says it is a count so far.
 */
export function writeMatrix(outputDir: string, faultCount: number, expectedPairs: number) {
  return mergeIntoTally(join(outputDir, 'fault-matrix.json'), outcomes, (all) => {
    const screens = new Set(all.map((outcome) => `${outcome.role} ${outcome.screen}`)).size;
    const held = all.filter((outcome) => outcome.held).length;
    const label = all.length < expectedPairs ? 'faults so far' : 'faults';
    return `${label}: ${screens} screens × ${faultCount} faults = ${all.length} tried, ${held} held`;
  });
}
