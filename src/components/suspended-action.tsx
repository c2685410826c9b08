import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSuspension } from '@/lib/suspension';
import { Button, buttonClasses, type ButtonProps, type ButtonVariant } from './button';
import { cn } from './class-names';

/** The small button of a row of actions (a table row, a card's footer). */
const COMPACT_BUTTON = 'h-8 px-3 text-xs';

// Where the button and its reason sit: `end` is under the action on phones and at its right edge beside a
// heading on wider screens; `center` for an empty state's action.
const ALIGN = {
  end: { box: 'items-start sm:items-end', reason: 'sm:text-right' },
  start: { box: 'items-start', reason: '' },
  center: { box: 'items-center', reason: 'text-center' },
} as const;

type SuspendedActionProps = {
  children: ReactNode;
  leftIcon?: ReactNode;
  variant?: ButtonVariant;
  /** The wrapper's classes (its place in the layout), not the button's. */
  className?: string;
  /** The small button of a table row's actions. */
  compact?: boolean;
  /**
   * One of many alike (each row's, each card's): the reason is read with it and shown on hover, not
   * printed under every one (the page's banner already says it in full).
   */
  repeated?: boolean;
  align?: keyof typeof ALIGN;
  /** Several actions side by side (a dialog's footer): the id of the one SuspendedReason they share. */
  reasonId?: string;
  /** When the words alone do not say which row the action is for. */
  'aria-label'?: string;
  /** Kept from the live button, so a disabled submit still stops Enter from submitting its form. */
  type?: ButtonProps['type'];
  form?: string;
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
        leftIcon={leftIcon}
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

/**
 * A button for an action the server refuses a suspended organisation: itself while the organisation
 * may act, and the same button switched off with the reason while it is suspended.
 */
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
      leftIcon={button.leftIcon}
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
  leftIcon?: ReactNode;
  variant?: ButtonVariant;
  className?: string;
};

/** A link that looks like a button and leads to such an action (a form the server would refuse). */
export function SuspendableLink({
  to,
  children,
  leftIcon,
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
        leftIcon={leftIcon}
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
      {leftIcon}
      {children}
    </Link>
  );
}

/**
 * The reason alone: for a control that is no button (a file picker), or said once for several
 * actions (`reasonId`). Give its id to their aria-describedby.
 */
export function SuspendedReason({ id, className }: { id: string; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <p id={id} className={cn('text-xs text-red-700', className)}>
      {t('suspension.actionDisabled')}
    </p>
  );
}
