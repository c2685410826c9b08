import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/components/class-names';

type ChoiceCardProps = {
  registration: UseFormRegisterReturn;
  value: string;
  checked: boolean;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
};

export function ChoiceCard({ registration, value, checked, title, description, icon }: ChoiceCardProps) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer items-start gap-3 rounded-card border p-4 transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
        checked
          ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500'
          : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <input type="radio" value={value} className="sr-only" {...registration} />
      {icon && <span className={cn('shrink-0', checked ? 'text-brand-600' : 'text-slate-500')}>{icon}</span>}
      {/* May break a long word, never push the mark out of the card. */}
      <span className="grid min-w-0 gap-1 break-words">
        <span className="text-sm font-semibold text-slate-900">{title}</span>
        {description && <span className="text-sm text-slate-600">{description}</span>}
      </span>
      <span
        aria-hidden
        className={cn(
          'ml-auto mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border',
          checked ? 'border-brand-500' : 'border-slate-300',
        )}
      >
        {checked && <span className="size-2 rounded-full bg-brand-500" />}
      </span>
    </label>
  );
}
