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

export type AmountRefusal =
  'empty' | 'malformed' | 'negative' | 'ambiguous' | 'otherConvention' | 'tooManyDecimals';

export type AmountReading =
  | { ok: true; value: number }
  | {
      ok: false;
      reason: AmountRefusal;
      readings?: number[];
    };

export type AmountRules = {
  maxDecimals?: number;
};

type Convention = { group: '.' | ','; decimal: ',' | '.' };
const COMMA_DECIMAL: Convention = { group: '.', decimal: ',' };
const POINT_DECIMAL: Convention = { group: ',', decimal: '.' };

const conventionOf = (language: string) =>
  separatorsOf(language).decimal === ',' ? COMMA_DECIMAL : POINT_DECIMAL;

const escape = (char: string) => `\\${char}`;

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
  return Number.isFinite(value) ? { value, decimals: fraction.length } : null;
}

const SPACES = /[\s\u00a0\u202f\u2009]+/g;
const MINUS = /^[-\u2212\u2013]/;

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
