import {
  forwardRef,
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fitsInput, type InputRule } from '@/lib/fits-input';
import { translateFieldError } from '@/lib/field-error';
import { cn } from './class-names';
import { FieldLabel, joinIds } from './field-label';
import { FIELD_BOX, FIELD_DISABLED, fieldBorderClasses } from './field-styles';
import { keepLongPaste } from './keep-long-paste';
import { judgeChange, patternRule } from './text-input-rule';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'pattern'> & {
  label: string;
  helperText?: string;
  leftIcon?: ReactNode;
  rightIcon?: ReactNode;
  maxLength?: number;
  pattern?: RegExp;
  restrict?: InputRule;
  error?: string;
  registration?: UseFormRegisterReturn;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function putBack(input: HTMLInputElement, value: string, caret: number) {
  input.value = value;
  const at = Math.min(Math.max(0, caret), value.length);
  try {
    input.setSelectionRange(at, at);
  } catch {
    // email and number inputs have no selection API; the caret then goes to the end
  }
}

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  {
    label,
    helperText,
    leftIcon,
    rightIcon,
    pattern,
    restrict,
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
  const accepted = useRef('');
  const registrationRef = registration?.ref;
  const { t } = useTranslation();
  const rule = restrict ?? (pattern ? patternRule(pattern) : undefined);
  // A pasted text kept although it does not fit: the field says why until it is changed to fit.
  const [keptMisfit, setKeptMisfit] = useState(false);
  const shownValue = rest.value !== undefined ? String(rest.value) : null;
  const misfit = rule && keptMisfit && (shownValue === null || !fitsInput(rule, shownValue));
  const shownError = error ?? (misfit ? translateFieldError(t, rule.message) : undefined);

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
    if (keptMisfit && rule && fitsInput(rule, accepted.current)) setKeptMisfit(false);
    onFocus?.(event);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const next = input.value;
    const previous = shownValue ?? accepted.current;
    const verdict = rule ? judgeChange(rule, previous, next) : ({ kind: 'accept', value: next } as const);
    if (verdict.kind === 'refuse') {
      putBack(input, previous, (input.selectionStart ?? next.length) - (next.length - previous.length));
      return;
    }
    if (verdict.value !== next) {
      putBack(
        input,
        verdict.value,
        (input.selectionStart ?? next.length) - (next.length - verdict.value.length),
      );
    }
    setKeptMisfit(verdict.kind === 'keep');
    accepted.current = verdict.value;
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
      <FieldLabel htmlFor={inputId} label={label} error={shownError} errorId={errorId} />
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
          aria-invalid={shownError ? true : rest['aria-invalid']}
          aria-describedby={joinIds(rest['aria-describedby'], helperText && helperId, shownError && errorId)}
          className={cn(
            FIELD_BOX,
            FIELD_DISABLED,
            'w-full placeholder:text-slate-400 read-only:bg-slate-50',
            fieldBorderClasses(Boolean(shownError)),
            Boolean(leftIcon) && 'pl-10',
            Boolean(rightIcon) && 'pr-10',
          )}
        />
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
