// Types of scripts/bench-interactions-rows.mjs, for its test (tests/unit/bench-interactions-rows.test.ts).
export type BenchRow = {
  name: string;
  value: number | null;
  unit: string;
  goal: number | null;
  pass: boolean | null;
};
export function median(values: number[]): number | null;
export function row(options: {
  name: string;
  value: number | null;
  unit: string;
  goal?: number | null;
}): BenchRow;
export function interactionDuration(
  entries: { interactionId: number; startTime: number; duration: number }[],
  since: number,
  threshold: number,
): number;
export function heapGrowthPercent(
  walk: { afterWarmUp: Record<string, number>; atEnd: Record<string, number> },
  key?: string,
): number;
