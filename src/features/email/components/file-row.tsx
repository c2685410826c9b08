import { FileText, LoaderCircle, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/components/class-names';

type Props = {
  name: string;
  /** Its size, or what became of its upload. */
  detail: ReactNode;
  state?: 'uploading' | 'failed';
  testId?: string;
  /** Its button: download, or remove. */
  children?: ReactNode;
};

/** A file of a message or of a message being written. */
export function FileRow({ name, detail, state, testId, children }: Props) {
  const failed = state === 'failed';
  const Icon = state === 'uploading' ? LoaderCircle : failed ? TriangleAlert : FileText;
  return (
    <li
      data-testid={testId}
      className={cn(
        'flex items-center gap-3 rounded-lg border px-3 py-2',
        failed ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-slate-50',
      )}
    >
      <Icon
        aria-hidden
        className={cn(
          'size-5 shrink-0',
          state === 'uploading' ? 'animate-spin text-brand-500' : failed ? 'text-red-600' : 'text-slate-500',
        )}
      />
      <span className="grid min-w-0 flex-1">
        <span className="truncate text-sm font-medium text-slate-900">{name}</span>
        <span className={cn('text-xs', failed ? 'text-red-700' : 'text-slate-500')}>{detail}</span>
      </span>
      {children}
    </li>
  );
}
