import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/components/class-names';

type TopBarMenuProps = {
  label: string;
  face: ReactNode;
  buttonClassName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  keepOpen?: boolean;
  children: ReactNode;
};

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
