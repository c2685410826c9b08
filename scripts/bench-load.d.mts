// Types of scripts/bench-load.mjs, for its test (tests/unit/bench-load.test.ts).
export type CoverageRange = { startOffset: number; endOffset: number; count: number };
export type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
};
export function executedBytes(length: number, functions: { ranges: CoverageRange[] }[]): number;
export function summariseTrace(
  events: TraceEvent[],
  mark?: string,
): { moduleEvaluationMs: number; mainThreadMs: number };
export function bytesAndCoverage(options: {
  browser: unknown;
  baseUrl: string;
  route: { path: string; email?: string };
}): Promise<{ scripts: number; kb: number; kbBeforeHeading: number; coveragePercent: number | null }>;
export function mainThreadTrace(options: {
  browser: unknown;
  baseUrl: string;
  route: { path: string; email?: string };
  cpuRate: number;
}): Promise<{ moduleEvaluationMs: number; mainThreadMs: number }>;
