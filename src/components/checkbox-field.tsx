import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  registration?: UseFormRegisterReturn;
};

export function CheckboxField({ label, registration, ...rest }: CheckboxFieldProps) {
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="size-4 shrink-0 rounded border-slate-300 accent-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        {...rest}
        {...registration}
      />
      <span>{label}</span>
    </label>
  );
}
