// The arithmetic of the bench's interaction rows, kept apart from the browser so a unit test can hold
// it (tests/unit/bench-interactions-rows.test.ts): the middle of repeated timings, how a row passes,
// an interaction's duration from Event Timing entries, and the heap walk's growth.

/** The middle of repeated figures (the upper middle of an even count); null when there are none. */
export function median(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * One row of the bench's table. A row with a goal passes when its value is at most the goal; a row
 * without one (compared against another build by the bench itself) is not judged here: pass is null.
 * A value that could not be measured (null) never passes a goal.
 */
export function row({ name, value, unit, goal = null }) {
  const pass = goal === null ? null : value !== null && value <= goal;
  return { name, value, unit, goal, pass };
}

/**
 * An interaction's duration as INP counts it: the longest of its entries (pointerdown, pointerup, click
 * share one interactionId) that began at or after `since`. Event Timing reports only entries at least
 * `threshold` ms long, so none means the interaction took less: the threshold is returned as its bound.
 */
export function interactionDuration(entries, since, threshold) {
  const durations = entries.filter((e) => e.interactionId > 0 && e.startTime >= since).map((e) => e.duration);
  return durations.length ? Math.max(...durations) : threshold;
}

/** How much the heap walk's later reading outgrew its earlier one, in per cent (one decimal). */
export function heapGrowthPercent({ afterWarmUp, atEnd }, key = 'objects') {
  return Math.round((atEnd[key] / afterWarmUp[key] - 1) * 1000) / 10;
}
