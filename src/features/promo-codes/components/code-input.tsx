import { useLayoutEffect, useRef } from 'react';
import { TextInput } from '@/components/text-input';
import { PROMO_CODE_MAX_LENGTH } from '@/config/billing';
import { codeInput } from '@/lib/input-rules';

/** Letters (upper-cased), digits and '-', as many as a code may have; ' caspian2026 ' is CASPIAN2026. */
const CODE_INPUT = codeInput(PROMO_CODE_MAX_LENGTH);

type Props = {
  label: string;
  helperText: string;
  readOnly: boolean;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** react-hook-form's ref, so a failed submit can focus the box. */
  inputRef: (element: HTMLInputElement | null) => void;
  error: string | undefined;
};

/**
 * Codes are upper case: what is typed in lower case shows, and is kept, in upper case at once.
 * Upper-casing keeps the length, so the caret is put back where the keystroke left it (a
 * controlled input would otherwise jump to the end when a letter is fixed in the middle).
 */
export function CodeInput({ value, onChange, inputRef, ...rest }: Props) {
  const node = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = node.current;
    if (input && caret.current !== null && document.activeElement === input)
      input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  return (
    <TextInput
      {...rest}
      ref={(element) => {
        node.current = element;
        inputRef(element);
      }}
      value={value}
      onChange={(event) => {
        caret.current = event.target.selectionStart;
        onChange(event.target.value.toUpperCase());
      }}
      autoComplete="off"
      spellCheck={false}
      restrict={CODE_INPUT}
      className="[&_input]:font-mono"
    />
  );
}
