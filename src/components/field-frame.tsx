import { useId, type ReactNode } from 'react';
import { cn } from './class-names';
import { FieldLabel } from './field-label';

/** The ids a field's parts point at: its control's, its helper line's and its error's. */
export function useFieldIds(id?: string) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return { inputId, helperId: `${inputId}-helper`, errorId: `${inputId}-error` };
}

type FieldFrameProps = {
  inputId: string;
  label: string;
  error?: string | undefined;
  helperText?: string | undefined;
  className?: string | undefined;
  busy?: boolean;
  /** Drawn under the helper line (a money field's reading of what was typed). */
  below?: ReactNode;
  children: ReactNode;
};

/** The frame every form control shares: the label with its error, the control, the helper line. */
export function FieldFrame({
  inputId,
  label,
  error,
  helperText,
  className,
  busy,
  below,
  children,
}: FieldFrameProps) {
  return (
    <div
      className={cn('group/field relative flex flex-col gap-1.5', className)}
      aria-busy={busy || undefined}
    >
      <FieldLabel htmlFor={inputId} label={label} error={error} errorId={`${inputId}-error`} />
      {children}
      {helperText && (
        <p id={`${inputId}-helper`} className="text-xs text-slate-500">
          {helperText}
        </p>
      )}
      {below}
    </div>
  );
}
