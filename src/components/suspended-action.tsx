import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSuspension } from '@/lib/suspension';
import { Button, buttonClasses, buttonIcon, type ButtonProps } from './button';
import { cn } from './class-names';

const COMPACT_BUTTON = 'h-8 px-3 text-xs';

const ALIGN = {
  end: { box: 'items-start sm:items-end', reason: 'sm:text-right' },
  start: { box: 'items-start', reason: '' },
  center: { box: 'items-center', reason: 'text-center' },
} as const;

type SuspendableProps = {
  compact?: boolean;
  repeated?: boolean;
  align?: keyof typeof ALIGN;
  reasonId?: string;
};

type SuspendedActionProps = SuspendableProps &
  Pick<ButtonProps, 'children' | 'icon' | 'variant' | 'className' | 'aria-label' | 'type' | 'form'>;

export function SuspendedAction({
  compact = false,
  repeated = false,
  align = 'end',
  reasonId: sharedReasonId,
  className,
  variant = 'primary',
  ...button
}: SuspendedActionProps) {
  const { t } = useTranslation('common');
  const ownReasonId = useId();
  const reasonId = sharedReasonId ?? ownReasonId;
  return (
    <div
      className={cn('flex max-w-xs flex-col gap-1', ALIGN[align].box, className)}
      title={repeated ? t('suspension.actionDisabled') : undefined}
    >
      <Button
        {...button}
        variant={variant}
        disabled
        aria-describedby={reasonId}
        className={compact ? COMPACT_BUTTON : undefined}
      />
      {!sharedReasonId && (
        <SuspendedReason id={reasonId} className={repeated ? 'sr-only' : ALIGN[align].reason} />
      )}
    </div>
  );
}

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
  const { variant, icon, type, form, children } = button;
  const shared = { compact, repeated, align, reasonId, className };
  return (
    <SuspendedAction
      {...{ variant, icon, type, form, children, ...shared }}
      aria-label={button['aria-label']}
    />
  );
}

type SuspendableLinkProps = Omit<SuspendableProps, 'reasonId'> &
  Pick<ButtonProps, 'children' | 'icon' | 'variant' | 'className'> & { to: string };

/** A link that looks like a button and leads to such an action (a form the server would refuse). */
export function SuspendableLink({ to, ...action }: SuspendableLinkProps) {
  const suspended = useSuspension() !== null;
  if (suspended) return <SuspendedAction {...action} />;
  const { variant = 'primary', icon, compact, className, children } = action;
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
