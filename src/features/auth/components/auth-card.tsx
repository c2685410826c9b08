import type { PageFrameProps } from '@/components/page-header';
import { Card } from '@/components/card';

/** The signed-out screens' card: PageHeader's code would break the sign-in page's script budget. */
export function AuthCard({ title, subtitle, children }: PageFrameProps) {
  return (
    <Card as="section" className="p-6 sm:p-8">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </Card>
  );
}
