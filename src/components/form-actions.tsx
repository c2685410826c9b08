import type { ReactNode } from 'react';
import { Button } from './button';
import { cn } from './class-names';

export function FormActions({
  ruled = false,
  className,
  children,
}: {
  ruled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn('flex flex-wrap justify-end gap-3', ruled && 'border-t border-slate-100 pt-4', className)}
    >
      {children}
    </div>
  );
}

export function SubmitAction({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <FormActions>
      <Button type="submit" variant="primary" loading={pending}>
        {children}
      </Button>
    </FormActions>
  );
}
