import { useLayoutEffect, useRef } from 'react';
import { TextInput } from '@/components/text-input';
import { PROMO_CODE_MAX_LENGTH } from '@/config/billing';
import { codeInput } from '@/lib/input-rules';

const CODE_INPUT = codeInput(PROMO_CODE_MAX_LENGTH);

type Props = {
  label: string;
  helperText: string;
  readOnly: boolean;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error: string | undefined;
};

/** Codes are upper case: what is typed in lower case shows, and is kept, in upper case at once. */
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
