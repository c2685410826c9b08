import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from './class-names';

/** Where the back link goes: a path, or a handler (history back) with the button's words. */
export type PageBack = { label: string } & ({ to: string } | { onClick: () => void });

export type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  detail?: ReactNode;
  back?: PageBack;
  actions?: ReactNode;
  className?: string;
};

export type PageFrameProps = Pick<PageHeaderProps, 'title' | 'subtitle'> & { children: ReactNode };

const BACK_CLASSES =
  'inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

export function PageHeader({ title, subtitle, detail, back, actions, className }: PageHeaderProps) {
  return (
    <header className={cn('grid gap-3', className)}>
      {back && <BackLink back={back} />}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-semibold text-slate-900">{title}</h1>
          {subtitle && <div className="mt-1 break-words text-sm text-slate-600">{subtitle}</div>}
          {detail && <div className="mt-1 break-words text-sm font-medium text-slate-800">{detail}</div>}
        </div>
        {actions && <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">{actions}</div>}
      </div>
    </header>
  );
}

function BackLink({ back }: { back: PageBack }) {
  const content = (
    <>
      <ArrowLeft aria-hidden className="size-4" />
      {back.label}
    </>
  );
  return 'to' in back ? (
    <Link to={back.to} className={BACK_CLASSES}>
      {content}
    </Link>
  ) : (
    <button type="button" onClick={back.onClick} className={BACK_CLASSES}>
      {content}
    </button>
  );
}
