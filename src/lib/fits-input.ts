// Apart from the rules themselves (input-rules.ts): every page's TextInput reads this, /login included,
// and the rules of other screens should not ship with it.

/**
 * What a restricted text box takes (the kit's TextInput `restrict`): a keystroke the pattern refuses
 * never lands; a paste (or any change of more than one character) is first read the way the field
 * means it (`normalize`: spaces and separators out, case folded where the field is case-blind), and
 * if it still does not fit it is kept as pasted, with `message` saying why. A field never empties itself.
 */
export type InputRule = {
  pattern: RegExp;
  normalize?: (text: string) => string;
  /** What is wrong with a kept text: a translation key, with its limit as field messages carry one. */
  message: string;
};

/** Whether a box's text fits its rule (an empty box always does, so it can be cleared). */
export function fitsInput(rule: Pick<InputRule, 'pattern'>, text: string) {
  rule.pattern.lastIndex = 0; // a /g or /y pattern would otherwise remember where the last test stopped
  return text === '' || rule.pattern.test(text);
}

/** The message of a kept text under a bare `pattern`. */
export const PASTED_OTHER = 'validation:pasted.other';
