import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './class-names';

export type SearchInputProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  label: string;
  className?: string;
};

/** Reports every keystroke; the caller debounces, because only it knows what the search costs. */
export function SearchInput({ value, onChange, placeholder, label, className }: SearchInputProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={cn('relative w-full sm:w-72', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder ?? t('ui:search.placeholder')}
        className={cn(
          'h-10 w-full rounded-lg border border-slate-300 bg-white pl-9 pr-3 text-sm text-slate-900 outline-none',
          'placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100',
        )}
      />
    </div>
  );
}
