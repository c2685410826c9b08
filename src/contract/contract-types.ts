import type { z } from 'zod/mini';
import type { OrganizationType } from '@/config/enums';

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
  probe?: Record<string, string | number | boolean>;
  /** `field` of another read's first row: the `{id}`, or the query parameter `query` when the path has none. */
  idFrom?: IdSource | IdSource[];
  /** Why the backend check does not read it (a read that changes something). */
  notChecked?: string;
};

export type IdSource = { call: string; field: string; query?: string };

export const ALL_ROLES = ['IMPORTER', 'LOGISTIC', 'ADMIN'] as const;
export const MEMBERS = ['IMPORTER', 'LOGISTIC'] as const;
export const FIRST_PAGE = { page: 0, size: 10 } as const;

type Details = Omit<ContractEndpoint, 'name' | 'method' | 'path' | 'origin' | 'roles'>;
const call =
  (origin: ContractEndpoint['origin']) =>
  (
    name: string,
    method: ContractEndpoint['method'],
    path: string,
    roles: ContractEndpoint['roles'],
    details: Details,
  ): ContractEndpoint => ({ name, method, path, origin, roles, ...details });
export const spec = call('spec');
export const designed = call('designed');
