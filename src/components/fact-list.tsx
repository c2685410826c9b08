import type { ReactNode } from 'react';
import { cn } from './class-names';

export type Fact = { label: string; value: ReactNode };

/** Label and value pairs: two columns from a small tablet up, or one for a narrow card. */
export function FactList({ facts, columns = 2 }: { facts: Fact[]; columns?: 1 | 2 }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-4', columns === 2 && 'sm:grid-cols-2')}>
      {facts.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
          <dd className="mt-1 break-words text-sm text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
