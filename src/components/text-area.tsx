import type { TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from './class-names';
import { FieldFrame, useFieldIds } from './field-frame';
import { joinIds } from './field-label';
import { fieldBorderClasses } from './field-styles';
import { keepLongPaste } from './keep-long-paste';

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  helperText?: string;
  registration?: UseFormRegisterReturn;
  maxLength?: number;
};

export function TextArea({
  label,
  error,
  helperText,
  registration,
  id,
  className,
  onPaste,
  ...rest
}: TextAreaProps) {
  const { inputId, helperId, errorId } = useFieldIds(id);
  return (
    <FieldFrame inputId={inputId} label={label} error={error} helperText={helperText} className={className}>
      <textarea
        rows={4}
        {...rest}
        {...registration}
        id={inputId}
        onPaste={(event) => {
          onPaste?.(event);
          keepLongPaste(event, rest.maxLength);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(helperText && helperId, error && errorId)}
        className={cn(
          'w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 outline-none transition-colors placeholder:text-slate-400',
          fieldBorderClasses(Boolean(error)),
        )}
      />
    </FieldFrame>
  );
}
