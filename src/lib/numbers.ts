// Numbers as people read and type them, one module for the whole app (its display half lives in
// number-format.ts and is re-exported here). Azerbaijani and Russian write
// '1 850,50' (a space between thousands, a comma before decimals); English writes '1,850.50'.
// Intl's own Azerbaijani data groups with a point ('1.850,50'), which a reader can take for 1.85, and
// its Russian data with a no-break space, so the separators are set here rather than left to the
// browser's locale data: the same figure reads the same in every browser.

import { separatorsOf } from './number-format';

export {
  numberFormatter,
  formatterCount,
  formatNumber,
  formatDecimal,
  formatVolume,
  formatMoney,
  formatCompact,
} from './number-format';

// ——— Reading what was typed ———

/** Why a typed amount is refused. */
export type AmountRefusal =
  | 'empty'
  /** Not a number at all: letters, signs, two decimal marks, groups of the wrong size ('18.50.0'). */
  | 'malformed'
  | 'negative'
  /** Readable both ways, 1,000 times apart: '1,850' in Azerbaijani is 1,85 or English 1850. */
  | 'ambiguous'
  /** Written the other convention's way only: '1.85' or '1,850.50' in Azerbaijani. */
  | 'otherConvention'
  | 'tooManyDecimals';

export type AmountReading =
  | { ok: true; value: number }
  | {
      ok: false;
      reason: AmountRefusal;
      /** For 'ambiguous', the two readings (smaller first); for 'otherConvention', the one meant. */
      readings?: number[];
    };

export type AmountRules = {
  /** Digits allowed after the decimal mark: 2 for money (the default), 3 for weights. */
  maxDecimals?: number;
};

type Convention = { group: '.' | ','; decimal: ',' | '.' };
const COMMA_DECIMAL: Convention = { group: '.', decimal: ',' };
const POINT_DECIMAL: Convention = { group: ',', decimal: '.' };

const conventionOf = (language: string) =>
  separatorsOf(language).decimal === ',' ? COMMA_DECIMAL : POINT_DECIMAL;

const escape = (char: string) => `\\${char}`;

/**
 * The strict grammar of one convention: plain digits, or thousands in groups of three separated by
 * spaces or by the convention's group mark (one kind per number, the first group not starting with
 * 0), then optionally the decimal mark and at least one digit.
 */
function grammar({ group, decimal }: Convention) {
  const grouped = (sep: string) => `[1-9]\\d{0,2}(?:${sep}\\d{3})+`;
  return new RegExp(`^(\\d+|${grouped(' ')}|${grouped(escape(group))})(?:${escape(decimal)}(\\d+))?$`);
}

const GRAMMARS = new Map<Convention, RegExp>([
  [COMMA_DECIMAL, grammar(COMMA_DECIMAL)],
  [POINT_DECIMAL, grammar(POINT_DECIMAL)],
]);

type Read = { value: number; decimals: number };

function readAs(text: string, convention: Convention): Read | null {
  const match = GRAMMARS.get(convention)!.exec(text);
  if (!match) return null;
  const whole = match[1]!.replace(/\D/g, '');
  const fraction = match[2] ?? '';
  const value = Number(fraction ? `${whole}.${fraction}` : whole);
  // Some 309 pasted digits read as Infinity, which no field's upper limit would catch: not a number.
  return Number.isFinite(value) ? { value, decimals: fraction.length } : null;
}

// Spaces people paste: normal, no-break, narrow no-break, thin.
const SPACES = /[\s\u00a0\u202f\u2009]+/g;
const MINUS = /^[-\u2212\u2013]/;

/**
 * Reads an amount typed in the user's language, or says why not. The rule that keeps magnitudes
 * safe: the text is read the language's way, and also the other convention's way (a reading the
 * field could hold, within its decimals). If both readings exist and differ, the text is refused
 * as ambiguous; so whatever a person of either convention typed within the field's decimals is
 * either read exactly as meant or refused, never taken 1,000 times too small or too large.
 *   az/ru: '1850', '1 850', '1.850', '1850,5', '1.850,50'; en: '1850', '1,850', '1,850.50', '1850.5'.
 */
export function parseAmount(text: string, language: string, rules: AmountRules = {}): AmountReading {
  const maxDecimals = rules.maxDecimals ?? 2;
  const trimmed = text.replace(SPACES, ' ').trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  if (MINUS.test(trimmed) && /\d/.test(trimmed)) return { ok: false, reason: 'negative' };

  const own = conventionOf(language);
  const other = own === COMMA_DECIMAL ? POINT_DECIMAL : COMMA_DECIMAL;
  const ours = readAs(trimmed, own);
  const theirs = readAs(trimmed, other);
  const theirsPlausible = theirs && theirs.decimals <= maxDecimals ? theirs : null;

  if (ours && theirsPlausible && ours.value !== theirsPlausible.value) {
    const readings = [ours.value, theirsPlausible.value].sort((a, b) => a - b);
    return { ok: false, reason: 'ambiguous', readings };
  }
  if (ours) {
    return ours.decimals > maxDecimals
      ? { ok: false, reason: 'tooManyDecimals' }
      : { ok: true, value: ours.value };
  }
  if (theirsPlausible) return { ok: false, reason: 'otherConvention', readings: [theirsPlausible.value] };
  return { ok: false, reason: 'malformed' };
}

/** A decimal such as a weight: the same reading as money, with three decimals allowed by default. */
export const parseDecimal = (text: string, language: string, rules: AmountRules = {}) =>
  parseAmount(text, language, { maxDecimals: 3, ...rules });

/** How a number is written back into a field for editing: '1850,5' in az and ru, '1850.5' in en. */
export function toInputText(value: number, language: string): string {
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  return separatorsOf(language).decimal === ',' ? text.replace('.', ',') : text;
}
