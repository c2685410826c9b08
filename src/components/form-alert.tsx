import { CircleAlert, CircleCheck } from './inline-icons';
import type { ReactNode } from 'react';
import { cn } from './class-names';

export function FormAlert({
  tone,
  children,
  action,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  action?: ReactNode;
}) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border px-3 py-2.5 text-sm',
        tone === 'error' && 'border-red-200 bg-red-50 text-red-800',
        tone === 'success' && 'border-green-200 bg-green-50 text-green-800',
        tone === 'info' && 'border-brand-200 bg-brand-50 text-brand-900',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
      {action}
    </div>
  );
}
