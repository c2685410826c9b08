import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './button';
import { cn } from './class-names';

type SuspendedActionProps = {
  children: ReactNode;
  leftIcon?: ReactNode;
  variant?: ButtonVariant;
  className?: string;
};

/**
 * An action a suspended organisation may not take, in its usual place: the same button, switched off,
 * with the reason beside it (and read with it), so nobody fills a form the server would refuse.
 */
export function SuspendedAction({
  children,
  leftIcon,
  variant = 'primary',
  className,
}: SuspendedActionProps) {
  const { t } = useTranslation('common');
  const reasonId = useId();
  return (
    <div className={cn('flex max-w-xs flex-col items-start gap-1 sm:items-end', className)}>
      <Button variant={variant} leftIcon={leftIcon} disabled aria-describedby={reasonId}>
        {children}
      </Button>
      <p id={reasonId} className="text-xs text-red-700 sm:text-right">
        {t('suspension.actionDisabled')}
      </p>
    </div>
  );
}
