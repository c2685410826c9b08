import { z } from 'zod/mini';
import { noted } from './contract-notes';

const absentAsUndefined = <T>(value: T | null | undefined) => (value === null ? undefined : value);

/** An optional field: absent and `null` both read as `undefined`. */
export const maybe = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(z.optional(z.nullable(schema)), z.transform(absentAsUndefined<z.output<T>>));

/** A list the spec names without promising it: absent or `null` reads as empty. */
export const listOrEmpty = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.optional(z.nullable(z.array(item))),
    z.transform((value): z.output<T>[] => value ?? []),
  );

const knownCode = (known: readonly string[], value: string) => {
  if (known.includes(value)) return value;
  const folded = value.toLowerCase();
  return known.find((code) => code.toLowerCase() === folded) ?? value;
};

export const openEnum = <const T extends readonly string[]>(known: T) =>
  z.pipe(
    z.string(),
    z.transform((value) => knownCode(known, value)),
  ) as unknown as z.ZodMiniType<T[number] | (string & {})>;

/** An id the backend may send as a number or a numeric string. */
export const idSchema = z.union([z.number(), z.string().check(z.minLength(1))]);

/** Whether a code is one of the known ones (narrows for lookups of labels and colours). */
export const isKnown = <const T extends readonly string[]>(known: T, value: unknown): value is T[number] =>
  typeof value === 'string' && (known as readonly string[]).includes(value);

export const recognisable = <T extends z.ZodMiniObject>(schema: T) => {
  const known = Object.keys(schema.def.shape);
  const read = z.pipe(
    z
      .unknown()
      .check(
        z.refine(
          (answer) =>
            typeof answer === 'object' &&
            answer !== null &&
            !Array.isArray(answer) &&
            known.some((key) => key in answer),
          `expected an object with one of: ${known.join(', ')}`,
        ),
      ),
    schema,
  );
  return noted(read, { kind: 'recognisable', object: schema });
};

type FieldNames<Shape> = {
  readonly [K in (keyof Shape & string) | `${keyof Shape & string}.${string}`]?: readonly string[];
};

const hasValue = (value: unknown) => value !== undefined && value !== null;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const valueAt = (answer: Record<string, unknown>, name: string) =>
  name
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined,
      answer,
    );

function renameFields(answer: unknown, names: Readonly<Record<string, readonly string[] | undefined>>) {
  if (!isRecord(answer)) return answer;
  const renamed: Record<string, unknown> = { ...answer };
  for (const [field, others] of Object.entries(names)) {
    const [outer = field, inner] = field.split('.');
    const holder = inner === undefined ? renamed : renamed[outer];
    if (inner !== undefined && hasValue(holder) && !isRecord(holder)) continue;
    if (hasValue((holder as Record<string, unknown> | undefined)?.[inner ?? outer])) continue;
    const found = others?.map((name) => valueAt(answer, name)).find(hasValue);
    if (found === undefined) continue;
    if (inner === undefined) renamed[outer] = found;
    else renamed[outer] = { ...(holder as Record<string, unknown> | undefined), [inner]: found };
  }
  return renamed;
}

export const withFieldNames = <T extends z.ZodMiniType>(names: FieldNames<z.output<T>>, schema: T) =>
  z.pipe(
    z.transform((answer: unknown) => renameFields(answer, names)),
    schema,
  );
