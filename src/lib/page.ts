import { z } from 'zod/mini';
import { noted } from './contract-notes';

// A list may come as an array, a Spring page or `{ content, page }`; a row that fails its schema is
// dropped with a warning and counted, so one odd row never blanks the list.

export type Page<T> = {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  dropped: number;
  /** Ordered here within the page (the server refused the sort, or cannot be asked it). */
  sortedOnClient?: boolean;
};

/** A zero-based page for a call that asks other pages than the screen's (an export). */
export type PageRequest = { page: number; size: number };

type FilterValue = string | number | boolean | null | undefined;

export type ListParams = { page: number; size: number; [name: string]: string | number | boolean };

/** The one-based page sent zero-based, then only the filters set (no filter is '' or 0 on purpose). */
export function listParams(
  page: number,
  size: number,
  filters: Record<string, FilterValue> = {},
): ListParams {
  const params: ListParams = { page: Math.max(0, page - 1), size };
  for (const [name, value] of Object.entries(filters)) {
    const sent = typeof value === 'string' ? value.trim() : value;
    if (sent !== '' && sent !== 0 && sent !== false && sent !== null && sent !== undefined)
      params[name] = sent;
  }
  return params;
}

const count = z.number().check(z.int(), z.nonnegative());
const optionalCount = z.optional(z.nullable(count));

const pageEnvelope = z.object({
  content: z.array(z.unknown()),
  number: optionalCount,
  page: optionalCount,
  size: optionalCount,
  totalElements: optionalCount,
  totalPages: optionalCount,
});

type Envelope = z.infer<typeof pageEnvelope>;

// Not a union, so that a wrong envelope is reported at the field that is wrong.
const listAnswer = z.pipe(
  z.unknown(),
  z.transform((value, ctx): unknown[] | Envelope => {
    if (Array.isArray(value)) return value as unknown[];
    const parsed = pageEnvelope.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: value });
    }
    return z.NEVER;
  }),
);

export function readRows<T extends z.ZodMiniType>(item: T, rows: unknown[], label = 'list') {
  const content: z.infer<T>[] = [];
  let dropped = 0;
  rows.forEach((row, index) => {
    const parsed = item.safeParse(row);
    if (parsed.success) content.push(parsed.data);
    else {
      dropped += 1;
      const issue = parsed.error.issues[0];
      console.warn(
        `A row of ${label} could not be shown (row ${index}, field '${issue?.path.join('.') || '(row)'}': ${issue?.message ?? 'invalid'})`,
      );
    }
  });
  return { content, dropped };
}

function toPage<T>(answer: unknown[] | Envelope, content: T[], dropped: number): Page<T> {
  if (Array.isArray(answer)) {
    return { content, page: 0, size: answer.length, totalElements: answer.length, totalPages: 1, dropped };
  }
  const received = answer.content.length;
  const size = answer.size || received || 1;
  const totalElements = answer.totalElements ?? received;
  return {
    content,
    page: answer.number ?? answer.page ?? 0,
    size,
    totalElements,
    totalPages: answer.totalPages ?? Math.max(1, Math.ceil(totalElements / size)),
    dropped,
  };
}

/** What a missing list reads as: no rows, on one page. */
export const emptyPage = <T>(): Page<T> => toPage<T>([], [], 0);

export const pageSchema = <T extends z.ZodMiniType>(item: T, label?: string) =>
  noted(
    z.pipe(
      listAnswer,
      z.transform((answer): Page<z.infer<T>> => {
        const rows = Array.isArray(answer) ? answer : answer.content;
        const { content, dropped } = readRows(item, rows, label);
        return toPage(answer, content, dropped);
      }),
    ),
    { kind: 'page', row: item },
  );

/** A list answer read as a plain array of its rows. */
export const listSchema = <T extends z.ZodMiniType>(item: T, label?: string) =>
  noted(
    z.pipe(
      listAnswer,
      z.transform(
        (answer): z.infer<T>[] =>
          readRows(item, Array.isArray(answer) ? answer : answer.content, label).content,
      ),
    ),
    { kind: 'list', row: item },
  );
