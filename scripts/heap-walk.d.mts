// Types of scripts/heap-walk.mjs, for its test (tests/unit/heap-walk.test.ts).
export type HeapSnapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: (string[] | string)[] } };
  nodes: number[];
  strings: string[];
};
export function sizesOfSnapshot(snapshot: HeapSnapshot): { all: number; objects: number };
export function sameScreenAsLast(warmUp: number, last: number, entries: number): number;
export function measureHeapWalk(options: {
  browser: unknown;
  baseUrl: string;
  email: string;
}): Promise<unknown>;
