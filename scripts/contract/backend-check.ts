import type { z } from 'zod/mini';
import type { OrganizationType } from '@/config/enums';
import { contractNotes } from '@/lib/contract-notes';
import type { ContractEndpoint } from './contract-types';

// Only GETs after the one sign-in POST: the check never changes the server's data.

export type Outcome =
  | { kind: 'accepted' }
  | { kind: 'missing'; status: number }
  | { kind: 'refused'; status: number; detail: string }
  | { kind: 'mismatch'; field: string; problem: string }
  | { kind: 'unreachable'; detail: string }
  | { kind: 'skipped'; detail: string };

export type CheckRow = { call: ContractEndpoint; url: string; outcome: Outcome };

export type PrefixForm = 'single' | 'double' | 'both' | 'neither';

export type BackendReport = {
  role: OrganizationType;
  prefix: { form: PrefixForm; probe: string };
  sort: { accepted: boolean; status: number; probe: string } | null;
  rows: CheckRow[];
};

export type CheckOptions = {
  url: string;
  /** The API base under it (the app's VITE_API_BASE_URL), '/api' by default. */
  base?: string;
  email: string;
  password: string;
  calls: readonly ContractEndpoint[];
  fetch?: typeof fetch;
};

export class SignInError extends Error {}

type Answer = { status: number; data: unknown; html: boolean; error?: string };

const messageOf = (data: unknown) =>
  typeof data === 'object' && data !== null && 'message' in data ? String(data.message) : '';

async function send(doFetch: typeof fetch, url: string, init: RequestInit = {}): Promise<Answer> {
  try {
    const response = await doFetch(url, init);
    const text = await response.text();
    const html = /^\s*</.test(text);
    let data: unknown = text;
    try {
      data = text.trim() === '' ? undefined : JSON.parse(text);
    } catch {
      // not JSON: kept as text, which the schema then judges
    }
    return { status: response.status, data, html };
  } catch (error) {
    return { status: 0, data: undefined, html: false, error: (error as Error).message };
  }
}

const firstIssue = (error: z.core.$ZodError) => {
  const issue = error.issues[0];
  return { field: issue?.path.join('.') || '(answer)', problem: issue?.message ?? 'did not match' };
};

const rowsOf = (data: unknown): unknown[] | null => {
  if (Array.isArray(data)) return data as unknown[];
  if (typeof data === 'object' && data !== null && Array.isArray((data as { content?: unknown }).content))
    return (data as { content: unknown[] }).content;
  return null;
};

/** The answer judged by the screen's schema; a list's rows one by one, as the screen reads them. */
export function judge(call: ContractEndpoint, answer: Answer): Outcome {
  if (answer.html) return { kind: 'mismatch', field: '(answer)', problem: 'an HTML page, not JSON' };
  const note = contractNotes.get(call.answer);
  const rows = note && note.kind !== 'recognisable' ? rowsOf(answer.data) : null;
  if (note && note.kind !== 'recognisable' && rows) {
    for (const [index, row] of rows.entries()) {
      const parsed = note.row.safeParse(row);
      if (!parsed.success) {
        const { field, problem } = firstIssue(parsed.error);
        return {
          kind: 'mismatch',
          field: `row ${index}: ${field}`,
          problem: `${problem} (the row is left out)`,
        };
      }
    }
  }
  const parsed = call.answer.safeParse(answer.data);
  return parsed.success ? { kind: 'accepted' } : { kind: 'mismatch', ...firstIssue(parsed.error) };
}

const decodeRole = (token: string): OrganizationType | null => {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      organizationType?: OrganizationType;
    };
    return payload.organizationType ?? null;
  } catch {
    return null;
  }
};

const find = (calls: readonly ContractEndpoint[], name: string) => {
  const call = calls.find((candidate) => candidate.name === name);
  if (!call) throw new Error(`The contract has no call named ${name}`);
  return call;
};

const readsFor = (calls: readonly ContractEndpoint[], role: OrganizationType) =>
  calls.filter((call) => call.method === 'GET' && (call.roles === 'public' || call.roles.includes(role)));

const ORIGIN_ORDER = { spec: 0, designed: 1 } as const;
const needsId = (call: ContractEndpoint) => Boolean(call.idFrom) || call.path.includes('{');

/** The reads that give ids before the ones that need them. */
export const inCheckOrder = (calls: readonly ContractEndpoint[]) =>
  [...calls].sort(
    (a, b) => Number(needsId(a)) - Number(needsId(b)) || ORIGIN_ORDER[a.origin] - ORIGIN_ORDER[b.origin],
  );

const byOrigin = (rows: CheckRow[]) =>
  [...rows].sort((a, b) => ORIGIN_ORDER[a.call.origin] - ORIGIN_ORDER[b.call.origin]);

type Query = Record<string, string | number | boolean>;

const FIRST_PAGE = { page: 0, size: 10 };
const probeOf = (call: ContractEndpoint): Query => ({
  ...call.probe,
  ...(call.query?.def.shape.page ? FIRST_PAGE : {}),
});

// Encoded as the app's client sends it: a comma stays a comma (sort=createdAt,desc).
const withQuery = (url: string, query: Query = {}) => {
  const search = Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v)).replace(/%2C/gi, ',')}`)
    .join('&');
  return search ? `${url}?${search}` : url;
};

const isOk = (status: number) => status >= 200 && status < 300;

export async function checkBackend(options: CheckOptions): Promise<BackendReport> {
  const doFetch = options.fetch ?? fetch;
  const origin = options.url.replace(/\/+$/, '');
  const root = origin + (options.base ?? '/api').replace(/\/+$/, '');
  const tablePath = (path: string, form: PrefixForm) =>
    `${root}${form === 'double' ? path : path.replace(/^\/api(?=\/|$)/, '')}`;
  const shown = (url: string) => url.slice(origin.length) || '/';

  const login = find(options.calls, 'login');
  const signIn = await send(doFetch, tablePath(login.path, 'single'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: options.email, password: options.password }),
  });
  const tokens = login.answer.safeParse(signIn.data);
  if (!isOk(signIn.status) || !tokens.success) {
    const why = signIn.status ? `HTTP ${signIn.status} ${messageOf(signIn.data)}` : signIn.error;
    throw new SignInError(
      `Sign-in refused: POST ${shown(tablePath(login.path, 'single'))} answered ${why}`.trim(),
    );
  }
  const { accessToken } = tokens.data as { accessToken: string };
  const role = decodeRole(accessToken);
  if (!role) throw new SignInError('Signed in, but the access token names no organizationType');
  const headers = {
    Authorization: `Bearer ${accessToken}`,
    Accept: 'application/json',
    'Accept-Language': 'en',
  };
  const get = (url: string) => send(doFetch, url, { headers });

  const reads = inCheckOrder(readsFor(options.calls, role));
  // Which form the server answers the table's /api/... paths on, asked of a spec list the role reads.
  const prefixProbe = reads.find(
    (call) => call.origin === 'spec' && call.path.startsWith('/api/') && !needsId(call),
  );
  let form: PrefixForm = 'single';
  if (prefixProbe) {
    const answers = async (f: PrefixForm) =>
      isOk((await get(withQuery(tablePath(prefixProbe.path, f), probeOf(prefixProbe)))).status);
    const [single, double] = [await answers('single'), await answers('double')];
    form = single && double ? 'both' : single ? 'single' : double ? 'double' : 'neither';
  }
  const used: PrefixForm = form === 'double' ? 'double' : 'single';

  const answers = new Map<string, unknown>();
  const rows: CheckRow[] = [];
  for (const call of reads) {
    let path = call.path;
    const query = probeOf(call);
    const skip = call.notChecked ?? (needsId(call) && !idFor(call, answers) ? 'no id' : null);
    if (skip) {
      rows.push({ call, url: shown(tablePath(path, used)), outcome: { kind: 'skipped', detail: skip } });
      continue;
    }
    const found = idFor(call, answers);
    if (found?.query) query[found.query] = found.id;
    else if (found) path = path.replace(/\{\w+\}/, encodeURIComponent(found.id));
    const url = withQuery(tablePath(path, used), query);
    const answer = await get(url);
    answers.set(call.name, answer.data);
    rows.push({ call, url: shown(url), outcome: outcomeOf(call, answer) });
  }
  // Whether the server takes Spring's sort on a spec list it answered (Pageable answers 500 for a
  // property it lacks): that list again, sorted as the app sorts it.
  const sorted = rows.find(
    (row) => row.call.origin === 'spec' && row.call.query?.def.shape.sort && row.outcome.kind === 'accepted',
  );
  let sort: BackendReport['sort'] = null;
  if (sorted) {
    const url = `${origin}${sorted.url}${sorted.url.includes('?') ? '&' : '?'}sort=createdAt,desc`;
    const { status } = await get(url);
    sort = { accepted: isOk(status), status, probe: shown(url) };
  }
  return { role, prefix: { form, probe: prefixProbe ? prefixProbe.path : '' }, sort, rows: byOrigin(rows) };
}

/** The id a read needs, from the first row of the first source read that has one. */
function idFor(call: ContractEndpoint, answers: Map<string, unknown>) {
  for (const source of [call.idFrom ?? []].flat()) {
    const first = rowsOf(answers.get(source.call))?.[0];
    const id =
      typeof first === 'object' && first !== null
        ? (first as Record<string, unknown>)[source.field]
        : undefined;
    if (typeof id === 'string' || typeof id === 'number') return { id: String(id), query: source.query };
  }
  return null;
}

function outcomeOf(call: ContractEndpoint, answer: Answer): Outcome {
  if (answer.status === 0) return { kind: 'unreachable', detail: answer.error ?? 'no answer' };
  if (answer.status === 404 || answer.status === 501) return { kind: 'missing', status: answer.status };
  if (answer.status < 200 || answer.status >= 300)
    return { kind: 'refused', status: answer.status, detail: messageOf(answer.data) };
  return judge(call, answer);
}

/** Whether a row fails the backend: a spec read that is not accepted (a skipped one is not judged). */
export const failsSpec = (row: CheckRow) =>
  row.call.origin === 'spec' && row.outcome.kind !== 'accepted' && row.outcome.kind !== 'skipped';
