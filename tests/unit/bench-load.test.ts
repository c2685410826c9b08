import { executedBytes, summariseTrace } from '../../scripts/bench-load.mjs';

// The bench reads two figures of a first load from raw browser data: the share of script bytes V8 ran
// (block coverage) and the main thread's time (a trace). Made-up data in the shapes Chromium gives.

describe('executed bytes from block coverage', () => {
  it('counts a called function, less its blocks that never ran, and nothing of an uncalled one', () => {
    const functions = [
      { ranges: [{ startOffset: 0, endOffset: 100, count: 1 }] }, // the script's top level
      {
        ranges: [
          { startOffset: 10, endOffset: 50, count: 3 },
          { startOffset: 20, endOffset: 30, count: 0 }, // a branch never taken
        ],
      },
      { ranges: [{ startOffset: 60, endOffset: 90, count: 0 }] }, // never called
    ];
    expect(executedBytes(100, functions)).toBe(100 - 10 - 30);
  });

  it('an inner range that ran inside an outer one that did not still counts', () => {
    const functions = [
      { ranges: [{ startOffset: 0, endOffset: 10, count: 0 }] },
      { ranges: [{ startOffset: 2, endOffset: 4, count: 1 }] },
    ];
    expect(executedBytes(10, functions)).toBe(2);
  });

  it('an inner range that starts where its outer one starts still overrides it', () => {
    const functions = [
      {
        ranges: [
          { startOffset: 0, endOffset: 5, count: 0 },
          { startOffset: 0, endOffset: 10, count: 1 },
        ],
      },
    ];
    expect(executedBytes(10, functions)).toBe(5);
  });
});

describe('module evaluation and main-thread time from a trace', () => {
  const main = { pid: 1, tid: 7, ph: 'X' };
  const events = [
    { ...main, name: 'RunTask', ts: 0, dur: 10_000 },
    { ...main, name: 'v8.evaluateModule', ts: 1_000, dur: 6_000 },
    { ...main, name: 'v8.evaluateModule', ts: 2_000, dur: 1_000 }, // nested: counted in its parent
    { ...main, name: 'RunTask', ts: 5_000, dur: 1_000 }, // nested in the first task
    { ...main, name: 'RunTask', ts: 20_000, dur: 4_000 },
    { ...main, name: 'EvaluateScript', ts: 20_500, dur: 2_000 },
    { pid: 2, tid: 9, ph: 'X', name: 'RunTask', ts: 0, dur: 50_000 }, // another thread
    { ...main, ph: 'R', name: 'bench-first-load-done', cat: 'blink.user_timing', ts: 30_000 },
    { ...main, name: 'RunTask', ts: 40_000, dur: 9_000 }, // after the page was ready
  ];

  it('sums top-level tasks and top-level evaluations on the thread of the end mark, up to it', () => {
    expect(summariseTrace(events)).toEqual({ moduleEvaluationMs: 8, mainThreadMs: 14 });
  });

  it('refuses a trace without the end mark', () => {
    expect(() => summariseTrace(events.filter((e) => e.ph !== 'R'))).toThrow(/no 'bench-first-load-done'/);
  });
});
