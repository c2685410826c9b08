import { useId, type Ref } from 'react';
import { cn } from '@/components/class-names';
import { CheckboxField } from './checkbox-field';
import { GroupError } from './group-error';

export type CheckboxOption<V extends string> = { value: V; label: string };

type CheckboxGroupProps<V extends string> = {
  legend: string;
  name: string;
  options: CheckboxOption<V>[];
  value: readonly V[];
  onChange: (next: V[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  helperText?: string;
  firstRef?: Ref<HTMLInputElement>;
  className?: string;
};

export function CheckboxGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  firstRef,
  className,
}: CheckboxGroupProps<V>) {
  const id = useId();
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const toggle = (code: V, checked: boolean) =>
    // Kept in the options' order, so the saved list does not depend on the order of the clicks.
    onChange(options.map((o) => o.value).filter((v) => (v === code ? checked : value.includes(v))));

  return (
    <fieldset
      className={cn('grid gap-2', className)}
      aria-describedby={[helperText && helperId, error && errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={cn('mb-1 text-sm font-medium', error ? 'text-red-600' : 'text-slate-700')}>
        {legend}
      </legend>
      {helperText && (
        <p id={helperId} className="-mt-1 text-xs text-slate-500">
          {helperText}
        </p>
      )}
      <div
        className={cn(
          'grid gap-x-4 gap-y-1 rounded-lg border px-3 py-2 sm:grid-cols-2',
          error ? 'border-red-500' : 'border-slate-200',
        )}
      >
        {options.map((option, index) => (
          <CheckboxField
            key={option.value}
            ref={index === 0 ? firstRef : undefined}
            label={option.label}
            name={name}
            value={option.value}
            checked={value.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            onBlur={onBlur}
          />
        ))}
      </div>
      <GroupError id={errorId} error={error} />
    </fieldset>
  );
}
