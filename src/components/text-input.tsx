import {
  forwardRef,
  useCallback,
  useId,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from './class-names';
import { FieldLabel, joinIds } from './field-label';
import { FIELD_BOX, FIELD_DISABLED, fieldBorderClasses } from './field-styles';
import { keepLongPaste } from './keep-long-paste';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'pattern'> & {
  label: string;
  helperText?: string;
  leftIcon?: ReactNode;
  rightIcon?: ReactNode;
  /**
   * The longest value (config/limits.ts TEXT_MAX, the same number as the field's rule): typing stops
   * there; a longer paste is kept whole so the rule's message can say so.
   */
  maxLength?: number;
  /** A change is kept only if the whole new value matches; an empty field is always allowed so it can be cleared. */
  pattern?: RegExp;
  /** Already translated. */
  error?: string;
  registration?: UseFormRegisterReturn;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function matches(pattern: RegExp, value: string) {
  pattern.lastIndex = 0; // a /g or /y pattern would otherwise remember where the last test stopped
  return pattern.test(value);
}

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  {
    label,
    helperText,
    leftIcon,
    rightIcon,
    pattern,
    error,
    registration,
    id,
    className,
    onChange,
    onBlur,
    onFocus,
    onPaste,
    ...rest
  },
  forwardedRef,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper`;
  const errorId = `${inputId}-error`;
  // The last value the pattern let through, to put back when a keystroke is rejected. React Hook Form
  // inputs are uncontrolled, so refusing to forward the event alone would leave the keystroke on screen.
  const accepted = useRef('');
  const registrationRef = registration?.ref;

  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      if (node) accepted.current = node.value;
      assignRef(forwardedRef, node);
      registrationRef?.(node);
    },
    [forwardedRef, registrationRef],
  );

  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    accepted.current = event.currentTarget.value; // picks up values set from outside (form reset, setValue)
    onFocus?.(event);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const next = input.value;
    if (pattern && next !== '' && !matches(pattern, next)) {
      const previous = rest.value !== undefined ? String(rest.value) : accepted.current;
      const caret = Math.max(0, (input.selectionStart ?? next.length) - (next.length - previous.length));
      input.value = previous;
      try {
        input.setSelectionRange(caret, caret);
      } catch {
        // email and number inputs have no selection API; the caret then goes to the end
      }
      return;
    }
    accepted.current = next;
    void registration?.onChange(event);
    onChange?.(event);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    keepLongPaste(event, rest.maxLength);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    void registration?.onBlur(event);
    onBlur?.(event);
  };

  return (
    <div className={cn('group/field relative flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={inputId} label={label} error={error} errorId={errorId} />
      <div className="relative">
        {leftIcon && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
            {leftIcon}
          </span>
        )}
        <input
          {...rest}
          id={inputId}
          name={registration?.name ?? rest.name}
          disabled={rest.disabled ?? registration?.disabled}
          ref={setRef}
          onChange={handleChange}
          onBlur={handleBlur}
          onFocus={handleFocus}
          onPaste={handlePaste}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={joinIds(rest['aria-describedby'], helperText && helperId, error && errorId)}
          className={cn(
            FIELD_BOX,
            FIELD_DISABLED,
            'w-full placeholder:text-slate-400 read-only:bg-slate-50',
            fieldBorderClasses(Boolean(error)),
            Boolean(leftIcon) && 'pl-10',
            Boolean(rightIcon) && 'pr-10',
          )}
        />
        {/* Not pointer-events-none: the right icon may be a control such as show-password. */}
        {rightIcon && (
          <span className="absolute inset-y-0 right-2 flex items-center text-slate-500">{rightIcon}</span>
        )}
      </div>
      {helperText && (
        <p id={helperId} className="text-xs text-slate-500">
          {helperText}
        </p>
      )}
    </div>
  );
});
