import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSuspension } from '@/lib/suspension';
import {
  Button,
  buttonClasses,
  buttonIcon,
  type ButtonIcon,
  type ButtonProps,
  type ButtonVariant,
} from './button';
import { cn } from './class-names';

const COMPACT_BUTTON = 'h-8 px-3 text-xs';

const ALIGN = {
  end: { box: 'items-start sm:items-end', reason: 'sm:text-right' },
  start: { box: 'items-start', reason: '' },
  center: { box: 'items-center', reason: 'text-center' },
} as const;

type SuspendedActionProps = {
  children: ReactNode;
  icon?: ButtonIcon;
  variant?: ButtonVariant;
  className?: string;
  compact?: boolean;
  repeated?: boolean;
  align?: keyof typeof ALIGN;
  reasonId?: string;
  'aria-label'?: string;
  type?: ButtonProps['type'];
  form?: string;
};

export function SuspendedAction({
  children,
  icon,
  variant = 'primary',
  className,
  compact = false,
  repeated = false,
  align = 'end',
  reasonId: sharedReasonId,
  'aria-label': ariaLabel,
  type,
  form,
}: SuspendedActionProps) {
  const { t } = useTranslation('common');
  const ownReasonId = useId();
  const reasonId = sharedReasonId ?? ownReasonId;
  const reason = t('suspension.actionDisabled');
  return (
    <div
      className={cn('flex max-w-xs flex-col gap-1', ALIGN[align].box, className)}
      title={repeated ? reason : undefined}
    >
      <Button
        variant={variant}
        icon={icon}
        disabled
        aria-label={ariaLabel}
        aria-describedby={reasonId}
        type={type}
        form={form}
        className={compact ? COMPACT_BUTTON : undefined}
      >
        {children}
      </Button>
      {!sharedReasonId && (
        <p id={reasonId} className={repeated ? 'sr-only' : cn('text-xs text-red-700', ALIGN[align].reason)}>
          {reason}
        </p>
      )}
    </div>
  );
}

type SuspendableProps = Pick<SuspendedActionProps, 'compact' | 'repeated' | 'align' | 'reasonId'>;

export function SuspendableButton({
  compact = false,
  repeated,
  align,
  reasonId,
  className,
  ...button
}: ButtonProps & SuspendableProps) {
  const suspended = useSuspension() !== null;
  if (!suspended) return <Button {...button} className={cn(compact && COMPACT_BUTTON, className)} />;
  return (
    <SuspendedAction
      variant={button.variant}
      icon={button.icon}
      aria-label={button['aria-label']}
      type={button.type}
      form={button.form}
      compact={compact}
      repeated={repeated}
      align={align}
      reasonId={reasonId}
      className={className}
    >
      {button.children}
    </SuspendedAction>
  );
}

type SuspendableLinkProps = SuspendableProps & {
  to: string;
  children: ReactNode;
  icon?: ButtonIcon;
  variant?: ButtonVariant;
  className?: string;
};

/** A link that looks like a button and leads to such an action (a form the server would refuse). */
export function SuspendableLink({
  to,
  children,
  icon,
  variant = 'primary',
  className,
  compact = false,
  repeated,
  align,
}: SuspendableLinkProps) {
  const suspended = useSuspension() !== null;
  if (suspended)
    return (
      <SuspendedAction
        variant={variant}
        icon={icon}
        compact={compact}
        repeated={repeated}
        align={align}
        className={className}
      >
        {children}
      </SuspendedAction>
    );
  return (
    <Link to={to} className={cn(buttonClasses({ variant }), compact && COMPACT_BUTTON, className)}>
      {buttonIcon(icon)}
      {children}
    </Link>
  );
}

export function SuspendedReason({ id, className }: { id: string; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <p id={id} className={cn('text-xs text-red-700', className)}>
      {t('suspension.actionDisabled')}
    </p>
  );
}
