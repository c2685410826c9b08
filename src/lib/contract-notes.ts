import type { z } from 'zod/mini';

// An answer schema built on a transform (a list read row by row, an object refused when it carries none
// of its fields) has no JSON Schema form of its own. The builders note here what such a schema reads,
// so the API contract (docs/openapi.json, made by scripts/contract.ts) and the backend check can say
// it. A WeakMap of a few entries: nothing for a screen to load or run beyond one set per schema built.

export type ContractNote =
  { kind: 'page' | 'list'; row: z.ZodMiniType } | { kind: 'recognisable'; object: z.ZodMiniObject };

export const contractNotes = new WeakMap<z.ZodMiniType, ContractNote>();

export function noted<T extends z.ZodMiniType>(schema: T, note: ContractNote): T {
  contractNotes.set(schema, note);
  return schema;
}
