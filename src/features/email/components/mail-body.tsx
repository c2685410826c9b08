import { useMemo } from 'react';
import { cn } from '@/components/class-names';
import { sanitizeHtml } from '@/lib/safe-html';

const proseClasses = cn(
  'break-words text-sm leading-relaxed text-slate-800',
  '[&_p]:my-3 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:text-brand-600 [&_a]:underline [&_a:hover]:text-brand-700',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600',
  '[&_h1]:my-3 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:my-3 [&_h2]:font-semibold [&_h3]:font-semibold',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-50 [&_pre]:p-3',
  '[&_table]:my-3 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1',
  '[&_th]:border [&_th]:border-slate-200 [&_th]:px-2 [&_th]:py-1 [&_hr]:my-4 [&_hr]:border-slate-200',
);

export function MailBody({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      data-testid="mail-body"
      className={cn(proseClasses, className)}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
