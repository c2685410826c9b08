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
  children: ReactNode;
  footer?: ReactNode;
  /** Replaces the default width: full on phones, 536px from the md breakpoint (spec: bid details modal). */
  widthClassName?: string;
  /**
   * 'top-end': a panel dropped from the header's end (the notifications), across the top of a phone,
   * under the header's right corner from the sm breakpoint. Centred otherwise.
   */
  placement?: 'center' | 'top-end';
  /** Where focus goes on closing, when not back to what opened it (Radix's default). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Radix gives the focus trap, Escape, outside click and the scroll lock. The content sits inside the
 * overlay, centred with flexbox rather than a transform, so a click on the dimmed area counts as outside
 * and fixed-position menus inside the modal are placed against the viewport.
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
              ? 'items-center justify-center p-4'
              : 'items-start justify-end p-2 pt-16 sm:bg-slate-900/20 sm:p-4 sm:pt-16',
          )}
        >
          <RadixDialog.Content
            // Without a description Radix would point aria-describedby at nothing.
            {...(description ? {} : { 'aria-describedby': undefined })}
            {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
            className={cn(
              'relative flex w-full flex-col rounded-card bg-white shadow-card focus:outline-none',
              widthClassName ?? 'md:w-[536px]',
            )}
          >
            <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 py-4">
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
              <RadixDialog.Close
                aria-label={t('ui:modal.close')}
                className="-mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X aria-hidden className="size-5" />
              </RadixDialog.Close>
            </div>
            <div
              ref={bodyRef}
              data-slot="modal-body"
              // A body taller than its box can be focused, so a keyboard can scroll it (axe:
              // scrollable-region-focusable); jsx-a11y does not know scrollable regions.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={scrollable ? 0 : undefined}
              // Past 600px the body scrolls (spec); on a short phone sooner, so that the title and
              // the footer's buttons stay on screen together (12rem: their height and the margins).
              className="max-h-[min(600px,calc(100dvh-12rem))] overflow-y-auto px-6 py-4 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {children}
            </div>
            {footer && (
              <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 px-6 py-4">
                {footer}
              </div>
            )}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
