import { useId } from 'react';
import { cn } from './class-names';
import { nativeSelectClasses } from './field-styles';

type Props<T extends string> = {
  label: string;
  allLabel?: string;
  options: { value: T; label: string }[];
  value: T | '';
  onChange: (value: T | '') => void;
  className?: string;
};

export function NativeSelectFilter<T extends string>({
  label,
  allLabel,
  options,
  value,
  onChange,
  className = 'w-full',
}: Props<T>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        // The options are the given values and '', so the cast only names what the DOM gives back.
        onChange={(e) => onChange(e.target.value as T | '')}
        className={cn(nativeSelectClasses(), className)}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
