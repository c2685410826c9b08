import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link from an inquiry's screen on to another of its screens (its bids, its steps, its load) */
export function OnwardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {children}
      <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
}
