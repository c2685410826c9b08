import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

type Props = {
  icon: LucideIcon;
  row: ReactNode;
  onClick: () => void;
  children: ReactNode;
};

export function RowActionButton({ icon: Icon, row, onClick, children }: Props) {
  return (
    <Button variant="gray-outline" onClick={onClick} icon={Icon}>
      {children}
      <span className="sr-only">: {row}</span>
    </Button>
  );
}
