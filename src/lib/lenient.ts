import { z } from 'zod/mini';
import { noted } from './contract-notes';

// Field schemas for answers of a backend that is not ours. A response schema requires only what
// the screen cannot work without (an id, the status that picks the actions, the value it shows);
// everything else is one of these: `null` and absent read alike, as `undefined`, and the screen
// shows '—'. Unknown fields pass (zod objects strip them). Form and request schemas stay strict.

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

/** The known code a backend spelled in another case ('PALLETS', 'EUR1' from a Java enum), else the code as sent. */
const knownCode = (known: readonly string[], value: string) => {
  if (known.includes(value)) return value;
  const folded = value.toLowerCase();
  return known.find((code) => code.toLowerCase() === folded) ?? value;
};

/**
 * A code from a set the backend may grow (a status, a mode): any string passes, typed as the known
 * codes or another string, so the screen shows a new value as a neutral badge with its raw code.
 * A known code in another case reads as the known one: Spring binds Java enums in UPPER_CASE.
 */
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

/**
 * An answer whose every field is optional still has to be the answer asked for: an object carrying
 * none of the fields the screen knows (an error body, another endpoint's answer) is refused, so the
 * screen shows its error with a retry instead of an empty report that looks true.
 */
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

/**
 * For each field the app reads, the other names a backend may give it, where the spec names the
 * field only loosely ('order status', 'creation date'). The app's own name comes first and wins.
 * A key 'pickup.city' fills a field of a nested object from a flat name ('pickupCity'); another name
 * 'goods.0.truckType' reads inside the answer.
 */
type FieldNames<Shape> = {
  readonly [K in (keyof Shape & string) | `${keyof Shape & string}.${string}`]?: readonly string[];
};

const hasValue = (value: unknown) => value !== undefined && value !== null;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value under a name, or under a path ('goods.0.truckType') into the answer's objects and lists. */
const valueAt = (answer: Record<string, unknown>, name: string) =>
  name
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined,
      answer,
    );

/** The answer with each field under the app's name, taken from the first other name that holds a value. */
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

/**
 * An entity read through its one table of field names: the names are mapped before the schema
 * reads the answer, so every screen sees the app's names only. The schema may be a `recognisable`
 * object: an answer is then recognised by its fields once they carry the app's names.
 */
export const withFieldNames = <T extends z.ZodMiniType>(names: FieldNames<z.output<T>>, schema: T) =>
  z.pipe(
    z.transform((answer: unknown) => renameFields(answer, names)),
    schema,
  );
