import { Link } from 'react-router-dom';
import type { PageFrameProps } from '@/components/page-header';
import { CARD_CLASSES } from '@/components/card-look';
import { cn } from '@/components/class-names';

/** The signed-out screens' card: the card's look without PageHeader's or Card's code (the sign-in page's budget). */
export function AuthCard({ title, subtitle, children }: PageFrameProps) {
  return (
    <section className={cn(CARD_CLASSES, 'p-6 sm:p-8')}>
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** 'No account yet? Register' under a form: the way to the other signed-out screen. */
export function AuthSwitch({ question, to, link }: { question: string; to: string; link: string }) {
  return (
    <p className="text-center text-sm text-slate-600">
      {question}{' '}
      <Link to={to} className="font-medium text-brand-600 hover:underline">
        {link}
      </Link>
    </p>
  );
}
