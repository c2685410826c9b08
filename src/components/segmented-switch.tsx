import { useId, type ReactNode } from 'react';
import { cn } from './class-names';

type SegmentedSwitchProps<TOption extends string> = {
  legend: string;
  options: readonly TOption[];
  value: TOption;
  onChange: (option: TOption) => void;
  label?: (option: TOption) => ReactNode;
  fullWidthOnPhones?: boolean;
};

export function SegmentedSwitch<TOption extends string>({
  legend,
  options,
  value,
  onChange,
  label = (option) => option,
  fullWidthOnPhones = false,
}: SegmentedSwitchProps<TOption>) {
  const name = useId();
  return (
    <fieldset className={fullWidthOnPhones ? 'flex items-center gap-2' : undefined}>
      <legend className="sr-only">{legend}</legend>
      <div
        className={cn(
          'inline-flex rounded-lg border border-slate-300 bg-white p-0.5',
          fullWidthOnPhones && 'w-full sm:w-auto',
        )}
      >
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              'flex h-9 cursor-pointer items-center rounded-md px-3 text-sm font-medium transition-colors',
              fullWidthOnPhones && 'flex-1 justify-center whitespace-nowrap',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
              value === option ? 'bg-brand-500 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
