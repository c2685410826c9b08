import { fitsInput, PASTED_OTHER, type InputRule } from '@/lib/fits-input';

export type ChangeVerdict =
  { kind: 'accept'; value: string } | { kind: 'refuse' } | { kind: 'keep'; value: string };

/** A bare `pattern`: spaces never mean anything in a code or a number, so a paste sheds them. */
export const patternRule = (pattern: RegExp): InputRule => ({
  pattern,
  normalize: (text) => text.replace(/\s/g, ''),
  message: PASTED_OTHER,
});

export function judgeChange(rule: InputRule, previous: string, next: string): ChangeVerdict {
  if (fitsInput(rule, next)) return { kind: 'accept', value: next };
  const keystroke = next.length === previous.length + 1;
  if (keystroke && fitsInput(rule, previous)) return { kind: 'refuse' };
  const normalized = rule.normalize ? rule.normalize(next) : next;
  if (fitsInput(rule, normalized)) return { kind: 'accept', value: normalized };
  return { kind: 'keep', value: next };
}
