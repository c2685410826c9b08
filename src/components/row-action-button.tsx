import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

type Props = {
  icon: LucideIcon;
  /** What names the row (its code), said after the action for screen readers. */
  row: ReactNode;
  onClick: () => void;
  /** The action, as shown. */
  children: ReactNode;
};

/**
 * An action in a list's row. A list shows the same 'Edit' on every row, so each button's name says its
 * row too ('Edit: SPRING10'), for whoever hears the buttons listed without the table around them.
 */
export function RowActionButton({ icon: Icon, row, onClick, children }: Props) {
  return (
    <Button variant="gray-outline" onClick={onClick} leftIcon={<Icon aria-hidden className="size-4" />}>
      {children}
      <span className="sr-only">: {row}</span>
    </Button>
  );
}
