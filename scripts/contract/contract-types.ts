import type { z } from 'zod/mini';
import type { OrganizationType } from '@/config/enums';
import { writeAnswerSchema } from '@/lib/write-answer';

// The schemas are the fetchers' and forms' own, imported, never copied.

export type ContractEndpoint = {
  /** The fetcher's name: the contract's operationId. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  origin: 'spec' | 'designed';
  roles: readonly OrganizationType[] | 'public';
  summary: string;
  query?: z.ZodMiniObject;
  body?: z.ZodMiniType | 'multipart';
  answer: z.ZodMiniType;
  /** The query the backend check sends; a paged read is asked for its first page as well. */
  probe?: Record<string, string | number | boolean>;
  /** `field` of another read's first row: the `{id}`, or the query parameter `query` when the path has none. */
  idFrom?: IdSource | IdSource[];
  /** Why the backend check does not read it (a read that changes something). */
  notChecked?: string;
};

export type IdSource = { call: string; field: string; query?: string };

export const ALL_ROLES = ['IMPORTER', 'LOGISTIC', 'ADMIN'] as const;
export const MEMBERS = ['IMPORTER', 'LOGISTIC'] as const;

/** `answer` left out: a write whose answer is not read (only refused when it is an HTML page). */
type Details = Omit<ContractEndpoint, 'name' | 'method' | 'path' | 'origin' | 'roles' | 'answer'> & {
  answer?: ContractEndpoint['answer'];
};
const call =
  (origin: ContractEndpoint['origin']) =>
  (
    name: string,
    method: ContractEndpoint['method'],
    path: string,
    roles: ContractEndpoint['roles'],
    details: Details,
  ): ContractEndpoint => ({ name, method, path, origin, roles, answer: writeAnswerSchema, ...details });
export const spec = call('spec');
export const designed = call('designed');
