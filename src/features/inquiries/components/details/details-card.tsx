import { useId, type ReactNode } from 'react';
import { cn } from '@/components/class-names';

type DetailsCardProps = {
  title: string;
  /** Shown at the right of the title: a link or a button. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled white card; its heading names the region for screen readers. */
export function DetailsCard({ title, action, children, className }: DetailsCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('min-w-0 rounded-card border border-slate-200 bg-white shadow-card', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 sm:px-5">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      <div className="p-4 sm:p-5">{children}</div>
    </section>
  );
}

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
