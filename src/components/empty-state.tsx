import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { StateNotice } from './state-notice';

type EmptyStateProps = { title: string; description?: string; icon?: ReactNode; action?: ReactNode };

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <StateNotice
      tone="brand"
      icon={icon ?? <Inbox className="size-6" />}
      title={title}
      description={description}
      action={action}
    />
  );
}
