import type { PageFrameProps } from '@/components/page-header';

/**
 * The signed-out screens' card: the page's title and subtitle over its form. Drawn here rather than by
 * PageHeader: its back link and actions are never needed on these pages, and the sign-in page's
 * JavaScript is held to a budget (scripts/bench.mjs) that PageHeader's code alone would break.
 */
export function AuthCard({ title, subtitle, children }: PageFrameProps) {
  return (
    <section className="rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
