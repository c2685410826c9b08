export type InputRule = {
  pattern: RegExp;
  normalize?: (text: string) => string;
  message: string;
};

/** Whether a box's text fits its rule (an empty box always does, so it can be cleared). */
export function fitsInput(rule: Pick<InputRule, 'pattern'>, text: string) {
  rule.pattern.lastIndex = 0; // a /g or /y pattern would otherwise remember where the last test stopped
  return text === '' || rule.pattern.test(text);
}

export const PASTED_OTHER = 'validation:pasted.other';
