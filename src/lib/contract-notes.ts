import type { z } from 'zod/mini';

export type ContractNote =
  { kind: 'page' | 'list'; row: z.ZodMiniType } | { kind: 'recognisable'; object: z.ZodMiniObject };

export const contractNotes = new WeakMap<z.ZodMiniType, ContractNote>();

export function noted<T extends z.ZodMiniType>(schema: T, note: ContractNote): T {
  contractNotes.set(schema, note);
  return schema;
}
