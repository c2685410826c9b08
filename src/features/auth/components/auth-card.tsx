import { PageHeader, type PageFrameProps } from '@/components/page-header';

/** The signed-out screens' card: the page's title and subtitle over its form. */
export function AuthCard({ title, subtitle, children }: PageFrameProps) {
  return (
    <section className="rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8">
      <PageHeader title={title} subtitle={subtitle} />
      <div className="mt-6">{children}</div>
    </section>
  );
}
