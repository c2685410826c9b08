import { mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// A run's tally file, merged into by every worker (two side by side, and a fresh one after a failed
// test). A lock directory makes each read-merge-write whole, so one worker's write never drops the
// other's; the runner's pid tells this run's entries from an older run's.

type Tally<T> = { run: number; summary: string; outcomes: Record<string, T> };

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function withLock<R>(file: string, work: () => R): R {
  const lock = `${file}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than a few seconds was left by a worker that died mid-write.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 5_000) rmSync(lock, { recursive: true, force: true });
      else pause(20);
    }
  }
  try {
    return work();
  } finally {
    rmdirSync(lock);
  }
}

/** The outcomes this run already wrote to the file, or none when the file is from another run or missing. */
function readThisRun<T>(file: string): Record<string, T> {
  try {
    const earlier = JSON.parse(readFileSync(file, 'utf8')) as Tally<T>;
    return earlier.run === process.ppid ? earlier.outcomes : {};
  } catch {
    return {};
  }
}

/** Merges `outcomes` into the file; `summarize` makes the count line from all of this run's outcomes. */
export function mergeIntoTally<T>(
  file: string,
  outcomes: Map<string, T>,
  summarize: (all: T[]) => string,
): string {
  mkdirSync(dirname(file), { recursive: true });
  return withLock(file, () => {
    const merged = { ...readThisRun<T>(file), ...Object.fromEntries(outcomes) };
    const summary = summarize(Object.values(merged));
    const tally: Tally<T> = { run: process.ppid, summary, outcomes: merged };
    writeFileSync(`${file}.tmp`, `${JSON.stringify(tally, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
    return summary;
  });
}
