import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverflows } from '@/lib/use-overflows';
import { cn } from './class-names';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  widthClassName?: string;
  /** 'top-end': a panel dropped from the header's end (the notifications). */
  placement?: 'center' | 'top-end';
  /** A question before a consequential act: an alertdialog with no X that a stray click outside keeps. */
  alert?: boolean;
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The content sits inside the overlay, centred with flexbox rather than a transform, so a click on the
 * dimmed area counts as outside and fixed-position menus inside are placed against the viewport.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  widthClassName,
  placement = 'center',
  alert = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: DialogProps) {
  const { t } = useTranslation();
  const [bodyRef, scrollable] = useOverflows<HTMLDivElement>('block', open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-slot="modal-overlay"
          className={cn(
            'fixed inset-0 z-50 flex overflow-y-auto bg-slate-900/50',
            placement === 'center'
              ? 'justify-center p-4'
              : 'items-start justify-end p-2 pt-16 sm:bg-slate-900/20 sm:p-4 sm:pt-16',
          )}
        >
          <RadixDialog.Content
            // Without a description Radix would point aria-describedby at nothing.
            {...(description ? {} : { 'aria-describedby': undefined })}
            {...(alert
              ? { role: 'alertdialog', onPointerDownOutside: (event) => event.preventDefault() }
              : {})}
            {...(onOpenAutoFocus ? { onOpenAutoFocus } : {})}
            {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
            className={cn(
              'relative flex w-full flex-col rounded-card bg-white shadow-card focus:outline-none',
              // Centred by its margins and never taller than the window: the body scrolls between the
              // title and the buttons, however many rows the buttons wrap to.
              placement === 'center' && 'my-auto max-h-[calc(100dvh-2rem)]',
              widthClassName ?? 'md:w-[536px]',
            )}
          >
            <div className="flex shrink-0 items-start justify-between gap-4 border-b border-slate-100 px-6 py-4">
              <div className="min-w-0">
                <RadixDialog.Title className="text-lg font-semibold text-slate-900">
                  {title}
                </RadixDialog.Title>
                {description && (
                  <RadixDialog.Description className="mt-1 text-sm text-slate-500">
                    {description}
                  </RadixDialog.Description>
                )}
              </div>
              {!alert && (
                <RadixDialog.Close
                  aria-label={t('ui:modal.close')}
                  className="-mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <X aria-hidden className="size-5" />
                </RadixDialog.Close>
              )}
            </div>
            {children && (
              <div
                ref={bodyRef}
                data-slot="modal-body"
                // A body taller than its box takes focus so a keyboard can scroll it.
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={scrollable ? 0 : undefined}
                // On a short phone the body scrolls before 600px, keeping the title and the buttons on screen.
                className="max-h-[600px] min-h-0 overflow-y-auto px-6 py-4 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {children}
              </div>
            )}
            {footer && (
              <div className="flex shrink-0 flex-wrap justify-end gap-3 border-t border-slate-100 px-6 py-4">
                {footer}
              </div>
            )}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
