import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod/mini';

// One zod schema per screen names the params it owns, each with its default (`z.catch`), so an empty or
// hand-edited URL reads as the defaults. A write merges into the last state written (two quick changes
// both count), writes only what differs from the defaults and drops params the schema does not own.

export type UrlSchema = z.ZodMiniObject;

export type SetUrlState<State> = (patch: Partial<State>, options?: { replace?: boolean }) => void;

export function readUrlState<S extends UrlSchema>(schema: S, params: URLSearchParams): z.output<S> {
  const owned = Object.keys(schema.shape).map((key) => [key, params.get(key) ?? undefined]);
  return schema.parse(Object.fromEntries(owned));
}

/** The URL form of `state`: only the values that differ from the defaults. */
export function toUrlSearchParams<S extends UrlSchema>(schema: S, state: z.output<S>): URLSearchParams {
  type Encoded = Record<string, string | number | boolean | null | undefined>;
  const encoded = z.encode(schema, state) as Encoded;
  const defaults = z.encode(schema, schema.parse({})) as Encoded;
  const params = new URLSearchParams();
  for (const key of Object.keys(schema.shape)) {
    const value = encoded[key];
    if (value === undefined || value === null || value === '') continue;
    if (String(value) === String(defaults[key])) continue;
    params.set(key, String(value));
  }
  return params;
}

/** `const [state, setState] = useUrlState(schema)`; `schema` must be a module-level constant. */
export function useUrlState<S extends UrlSchema>(schema: S): [z.output<S>, SetUrlState<z.output<S>>] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readUrlState(schema, params), [schema, params]);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);

  const setState = useCallback<SetUrlState<z.output<S>>>(
    (patch, { replace = false } = {}) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setParams(toUrlSearchParams(schema, next), { replace });
    },
    [schema, setParams],
  );
  return [state, setState];
}

/** A one-based page number; the first page is not written. */
export const pageParam = () => z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1);

export const textParam = () => z.catch(z.string(), '');

export const choiceParam = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.catch(z.enum(values), fallback);

export const idParam = () => z.catch(z.optional(positiveInt()), undefined);

/** A record's id, or null when absent or unreadable (for requests that send null for 'any'). */
export const idOrNullParam = () => z.catch(z.nullable(positiveInt()), null);

const positiveInt = () => z.coerce.number().check(z.int(), z.positive());

/** A fixed value the URL never carries (a list's page size), so the state is what the request needs. */
export const fixedParam = (value: number) => z.catch(z.number().check(z.refine((n) => n === value)), value);
