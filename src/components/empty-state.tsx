import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = { title: string; description?: string; icon?: ReactNode; action?: ReactNode };

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-4 py-12 text-center">
      <div
        className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-500"
        aria-hidden
      >
        {icon ?? <Inbox className="size-6" />}
      </div>
      <p className="text-base font-semibold text-slate-900">{title}</p>
      {description && <p className="max-w-sm text-sm text-slate-500">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
