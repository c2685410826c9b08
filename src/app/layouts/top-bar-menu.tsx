import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/components/class-names';

type TopBarMenuProps = {
  /** The button's accessible name (its face may be only icons). */
  label: string;
  /** What the button shows before its chevron. */
  face: ReactNode;
  /** The button's look (its colours and padding); the chevron and focus ring are the menu's. */
  buttonClassName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * A click elsewhere leaves the menu open while this is true: a dialog the menu opened is asking, and
   * the focus goes back to the menu's item when it closes.
   */
  keepOpen?: boolean;
  children: ReactNode;
};

/**
 * A disclosure in the top bar: a button that shows and hides a small panel under it, so controls that
 * do not fit a phone's bar wait one tap away. The panel follows the button in the page, so Tab goes
 * into it; Escape closes it and gives the focus back to the button, and a click elsewhere closes it.
 */
export function TopBarMenu({
  label,
  face,
  buttonClassName,
  open,
  onOpenChange,
  keepOpen = false,
  children,
}: TopBarMenuProps) {
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || keepOpen) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      // A dialog the menu opened closes on the same Escape (and says so): the menu stays.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focusWasInside = wrapper.current?.contains(document.activeElement) ?? false;
      onOpenChange(false);
      if (focusWasInside) button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, keepOpen, onOpenChange]);

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className={cn(
          'inline-flex items-center gap-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          buttonClassName,
        )}
      >
        {face}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-3.5 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-40 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-card border border-slate-200 bg-white p-2 shadow-card"
      >
        {children}
      </div>
    </div>
  );
}
