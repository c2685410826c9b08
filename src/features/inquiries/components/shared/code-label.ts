import type { TFunction } from 'i18next';

/**
 * A code of the API in the reader's words: its translation when the app knows the code, the code
 * itself when it does not (a backend may add values), and `missing` ('—') when there is none.
 */
export function codeLabel(
  t: TFunction,
  group: string,
  known: readonly string[],
  value: string | null | undefined,
  missing: string,
): string {
  if (!value) return missing;
  return known.includes(value) ? t(`${group}.${value}`) : value;
}
