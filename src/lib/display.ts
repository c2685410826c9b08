import type { TFunction } from 'i18next';

// How screens read what a backend that is not ours may leave out or spell in codes the app does not
// know (lib/lenient.ts reads null and absent alike as undefined).

type Shown = string | number | null | undefined;

/** The value, or '—' (ui:missing) when the server left it out or empty. */
export function orMissing(t: TFunction, value: string | null | undefined): string;
export function orMissing(t: TFunction, value: Shown): string | number;
export function orMissing(t: TFunction, value: Shown): string | number {
  return value === undefined || value === null || value === '' ? t('ui:missing') : value;
}

/**
 * A code in the reader's words: its translation (`group.code`) when the app knows the code, the code
 * itself when it does not (a backend may add values), and `missing` ('—' unless the screen has its
 * own word) when there is none.
 */
export function codeLabel(
  t: TFunction,
  group: string,
  known: readonly string[],
  value: string | null | undefined,
  missing: string = t('ui:missing'),
): string {
  if (!value) return missing;
  return known.includes(value) ? t(`${group}.${value}`) : value;
}
