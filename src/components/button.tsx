import { LoaderCircle } from './inline-icons';
import { forwardRef, type ButtonHTMLAttributes, type ComponentType, type ReactNode } from 'react';
import { cn } from './class-names';

export type ButtonVariant =
  | 'primary'
  | 'blue-light'
  | 'transparent'
  | 'outline'
  | 'green'
  | 'red'
  | 'gray'
  | 'gray-outline'
  | 'white'
  | 'default';
export type ButtonSize = 'large' | 'default';

export const BUTTON_VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-brand-500 text-white hover:bg-brand-600 active:bg-brand-700',
  'blue-light': 'bg-brand-50 text-brand-700 hover:bg-brand-100',
  transparent: 'bg-transparent text-slate-700 hover:bg-slate-100',
  outline: 'border border-brand-500 bg-white text-brand-600 hover:bg-brand-50',
  // 700, not 600: white text on green-600 falls short of WCAG AA contrast (axe flags it).
  green: 'bg-green-700 text-white hover:bg-green-800',
  red: 'bg-red-700 text-white hover:bg-red-800',
  gray: 'bg-slate-100 text-slate-800 hover:bg-slate-200',
  'gray-outline': 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  white: 'bg-white text-slate-900 shadow-card hover:bg-slate-50',
  default: 'bg-slate-900/80 text-white hover:bg-slate-900',
};

const SIZE_CLASSES: Record<ButtonSize, string> = {
  large: 'h-12 px-6 text-base',
  default: 'h-10 px-4 text-sm',
};

type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean };

/** Shared with links that must look like buttons, so both stay in step. */
export function buttonClasses({
  variant = 'default',
  size = 'default',
  fullWidth = false,
}: ButtonLook = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
    'disabled:cursor-not-allowed disabled:opacity-60',
    BUTTON_VARIANT_CLASSES[variant],
    SIZE_CLASSES[size],
    fullWidth && 'w-full',
  );
}

/** An icon component (lucide's or the inline ones): the button draws it at the text's size, hidden from readers. */
export type ButtonIcon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & { loading?: boolean; icon?: ButtonIcon; leftIcon?: ReactNode; rightIcon?: ReactNode };

export const buttonIcon = (Icon: ButtonIcon | undefined) => Icon && <Icon aria-hidden className="size-4" />;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    loading = false,
    icon,
    leftIcon,
    rightIcon,
    className,
    disabled,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      // A submit button inside a form must be asked for; the browser default would submit by accident.
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonClasses({ variant, size, fullWidth }), className)}
      {...rest}
    >
      {loading ? (
        <LoaderCircle aria-hidden data-slot="button-spinner" className="size-4 shrink-0 animate-spin" />
      ) : (
        (buttonIcon(icon) ?? leftIcon)
      )}
      {children}
      {rightIcon}
    </button>
  );
});
