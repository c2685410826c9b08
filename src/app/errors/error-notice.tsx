import type { ReactNode } from 'react';
import { CARD_CLASSES } from '@/components/card-look';
import { cn } from '@/components/class-names';
import { useIsInShell } from './in-shell';

type ErrorNoticeProps = { title: string; text: ReactNode; children?: ReactNode };

export function ErrorNotice({ title, text, children }: ErrorNoticeProps) {
  const inShell = useIsInShell();
  const card = (
    <section
      role="alert"
      className={cn(
        CARD_CLASSES,
        'mx-auto w-full max-w-lg border-t-4 border-t-red-600 p-6 text-center sm:p-8',
      )}
    >
      <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
      <div className="mt-2 text-sm text-slate-600">{text}</div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
  if (inShell) return <div className="py-8">{card}</div>;
  return <main className="flex min-h-screen items-center justify-center bg-surface p-6">{card}</main>;
}
