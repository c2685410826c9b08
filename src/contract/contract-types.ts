import type { z } from 'zod/mini';
import type { OrganizationType } from '@/config/enums';

// One call of the client, as the API contract (docs/openapi.json) and the backend check read it. The
// schemas are the ones the fetchers pass to apiRequest and the forms validate with, imported, never
// copied; the paths come from config/endpoints.ts.

export type ContractEndpoint = {
  /** The fetcher's name: the contract's operationId. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As config/endpoints.ts writes it, a path parameter as `{id}`. */
  path: string;
  origin: 'spec' | 'designed';
  /** Who calls it; 'public' without a session. */
  roles: readonly OrganizationType[] | 'public';
  summary: string;
  /** The query the client may send (none set = not sent). */
  query?: z.ZodMiniObject;
  body?: z.ZodMiniType | 'multipart';
  /** The answer's schema, exactly as the fetcher reads it. */
  answer: z.ZodMiniType;
  /** What the backend check sends to a read (a list's first page, the screen's own defaults). */
  probe?: Record<string, string | number | boolean>;
  /**
   * Where the backend check takes the `{id}` of a read from: `field` of the first row of another
   * read's answer (the first source that has one); sent as the query parameter `query` when the read
   * has no `{id}` in its path.
   */
  idFrom?: IdSource | IdSource[];
  /** Why the backend check does not read it (a read that changes something, like marking mail read). */
  notChecked?: string;
};

/** The first of these whose answer has a row gives the id. */
export type IdSource = { call: string; field: string; query?: string };

export const ALL_ROLES = ['IMPORTER', 'LOGISTIC', 'ADMIN'] as const;
export const MEMBERS = ['IMPORTER', 'LOGISTIC'] as const;
export const FIRST_PAGE = { page: 0, size: 10 } as const;
