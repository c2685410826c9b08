import { describe, expect, it } from 'vitest';
import {
  heapGrowthPercent,
  interactionDuration,
  median,
  row,
} from '../../scripts/bench-interactions-rows.mjs';

// The bench's interaction rows: repeated timings are summed up by their middle, a row passes only
// within its goal, and an interaction lasts as long as its longest entry.

describe('median', () => {
  it('takes the middle figure, whatever the order, and the upper middle of an even count', () => {
    expect(median([900, 120, 130, 5000, 125])).toBe(130);
    expect(median([40, 10, 30, 20])).toBe(30);
    expect(median([7])).toBe(7);
  });

  it('is null for no figures, so a row without measurements never passes', () => {
    expect(median([])).toBeNull();
  });

  it('leaves the figures it is given in their order', () => {
    const timings = [3, 1, 2];
    median(timings);
    expect(timings).toEqual([3, 1, 2]);
  });
});

describe('row', () => {
  it('passes at or under its goal and fails over it', () => {
    expect(row({ name: 'a', value: 200, unit: 'ms', goal: 200 }).pass).toBe(true);
    expect(row({ name: 'a', value: 201, unit: 'ms', goal: 200 }).pass).toBe(false);
    expect(row({ name: 'heap', value: -3.2, unit: '%', goal: 15 }).pass).toBe(true);
  });

  it('fails a goal it could not measure', () => {
    expect(row({ name: 'a', value: null, unit: 'ms', goal: 200 }).pass).toBe(false);
  });

  it('judges nothing without a goal: the bench compares it with the baseline', () => {
    expect(row({ name: 'sidebar', value: 480, unit: 'ms' })).toEqual({
      name: 'sidebar',
      value: 480,
      unit: 'ms',
      goal: null,
      pass: null,
    });
  });
});

describe('interactionDuration', () => {
  const entries = [
    // Earlier interactions on the page (buffered): not this click's.
    { interactionId: 3, startTime: 100, duration: 400 },
    // This click: pointerdown, pointerup, click share one interaction id.
    { interactionId: 7, startTime: 1000, duration: 48 },
    { interactionId: 7, startTime: 1010, duration: 120 },
    { interactionId: 7, startTime: 1012, duration: 112 },
    // A hover's events are no interaction.
    { interactionId: 0, startTime: 1005, duration: 300 },
  ];

  it('is the longest entry of the interactions since the click', () => {
    expect(interactionDuration(entries, 990, 16)).toBe(120);
  });

  it('is the threshold when no entry was long enough to be reported', () => {
    expect(interactionDuration(entries, 2000, 16)).toBe(16);
  });
});

describe('heapGrowthPercent', () => {
  it('is the later reading over the earlier, in per cent, of the objects unless told otherwise', () => {
    const walk = {
      afterWarmUp: { objects: 20_000_000, usedSize: 30_000_000 },
      atEnd: { objects: 23_100_000, usedSize: 33_000_000 },
    };
    expect(heapGrowthPercent(walk)).toBe(15.5);
    expect(heapGrowthPercent(walk, 'usedSize')).toBe(10);
    expect(heapGrowthPercent({ afterWarmUp: { objects: 100 }, atEnd: { objects: 90 } })).toBe(-10);
  });
});
