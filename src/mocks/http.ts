import { HttpResponse, type HttpResponseResolver, type JsonBodyType } from 'msw';
import type { z } from 'zod/mini';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type OrganizationType } from '@/config/enums';
import { readDb, writeDb } from './db/db';
import type { DemoData, OrganizationRecord, UserRecord } from './db/models';
import { verifyJwt } from './jwt';
import { message, type MessageKey } from './messages';
import { todayApiDate } from '@/lib/dates';

const apiOrigin = typeof location === 'undefined' ? '*' : location.origin;

/** The handler pattern for an endpoint path; a spec path's own /api is not doubled. */
export const apiUrl = (path: string) => `${apiOrigin}/api${path.replace(/^\/api(?=\/|$)/, '')}`;

/** The language the caller asked for (Accept-Language), as a real server reads it. */
export function languageOf(request: Request): Language {
  const asked = (request.headers.get('Accept-Language') ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(asked) ? (asked as Language) : DEFAULT_LANGUAGE;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const fail = (request: Request, status: number, key: MessageKey) =>
  new HttpError(status, message(request, key));

/** A refusal whose message also stands beside the one field it is about. */
export function failOn(request: Request, status: number, key: MessageKey, field: string) {
  return new HttpError(status, message(request, key), { [field]: message(request, key) });
}

type Resolver = HttpResponseResolver<Record<string, string | readonly string[]>, never, never>;
type ResolverInfo = Parameters<Resolver>[0];

/** Runs a handler and turns an HttpError into its JSON answer. */
export function handle(resolver: (info: ResolverInfo) => Response | Promise<Response>): Resolver {
  return async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      if (error instanceof HttpError) {
        return HttpResponse.json(
          { message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
          { status: error.status },
        );
      }
      console.error('Demo backend failure', error);
      return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
    }
  };
}

export interface AuthContext {
  user: UserRecord;
  organization: OrganizationRecord;
  role: OrganizationType;
}

/** The caller named by a valid, unexpired bearer token; 403 otherwise, as the real backend does. */
export function authenticate(request: Request, roles?: readonly OrganizationType[]): AuthContext {
  // Stryker disable next-line StringLiteral: equivalent; any text that is not a signed token is refused the same way.
  const header = request.headers.get('Authorization') ?? '';
  // Stryker disable next-line StringLiteral: equivalent, as above: the placeholder fails verifyJwt like ''.
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const claims = token ? verifyJwt(token) : null;
  if (!claims || claims.typ !== 'access') throw fail(request, 403, 'unauthorized');
  const db = readDb();
  const user = db.users.find((u) => u.id === Number(claims.sub));
  const organization = user && db.organizations.find((o) => o.id === user.organizationId);
  if (!user || !organization) throw fail(request, 403, 'unauthorized');
  if (user.status === 'DEACTIVATED') throw fail(request, 403, 'deactivated');
  if (roles && !roles.includes(organization.organizationType)) throw fail(request, 403, 'forbiddenRole');
  return { user, organization, role: organization.organizationType };
}

/** Suspended now: a temporary suspension ends after its last day by itself. */
export function isSuspended(organization: OrganizationRecord, today = todayApiDate()) {
  return organization.suspended && (!organization.suspendedUntil || today <= organization.suspendedUntil);
}

/** Rejects writes from a suspended organisation with a message that names the suspension. */
export function assertActive(request: Request, auth: AuthContext) {
  if (isSuspended(auth.organization)) throw fail(request, 403, 'suspended');
}

/** Parses a JSON body with the same zod schema the client's form uses; 400 with field errors if not. */
export async function readBody<S extends z.ZodMiniType>(request: Request, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new HttpError(400, message(request, 'validation'));
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
    throw new HttpError(400, message(request, 'validation'), errors);
  }
  return parsed.data;
}

export interface WriteContext<Body> {
  request: Request;
  params: ResolverInfo['params'];
  auth: AuthContext;
  body: Body;
  db: DemoData;
}

type BodyOf<S> = S extends z.ZodMiniType ? z.infer<S> : null;
type Change<S> = (context: WriteContext<BodyOf<S>>) => JsonBodyType;

function writeAs<S extends z.ZodMiniType | null>(
  admit: (request: Request) => AuthContext,
  schema: S,
  change: Change<S>,
  status: number,
): Resolver {
  return handle(async ({ request, params }) => {
    const auth = admit(request);
    const body = (schema === null ? null : await readBody(request, schema)) as BodyOf<S>;
    const answer = writeDb((db) => change({ request, params, auth, body, db }));
    return HttpResponse.json(answer, { status });
  });
}

export function activeWrite<S extends z.ZodMiniType | null>(
  roles: readonly OrganizationType[],
  schema: S,
  change: Change<S>,
  status = 200,
): Resolver {
  const admit = (request: Request) => {
    const auth = authenticate(request, roles);
    assertActive(request, auth);
    return auth;
  };
  return writeAs(admit, schema, change, status);
}

export function authedWrite<S extends z.ZodMiniType | null>(
  roles: readonly OrganizationType[] | undefined,
  schema: S,
  change: Change<S>,
  status = 200,
): Resolver {
  return writeAs((request) => authenticate(request, roles), schema, change, status);
}

export interface ReadContext {
  request: Request;
  params: ResolverInfo['params'];
  auth: AuthContext;
  db: DemoData;
  url: URL;
}

export function authedRead(
  roles: readonly OrganizationType[] | undefined,
  answer: (context: ReadContext) => JsonBodyType | Promise<JsonBodyType>,
): Resolver {
  return handle(async ({ request, params }) => {
    const auth = authenticate(request, roles);
    return HttpResponse.json(
      await answer({ request, params, auth, db: readDb(), url: new URL(request.url) }),
    );
  });
}
