import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './class-names';

export type TabItem = { value: string; label: string; count?: number };

export type TabsProps = {
  tabs: TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  children?: ReactNode;
  ariaLabel: string;
  className?: string;
};

// The WAI-ARIA tabs pattern by hand (docs/decisions.md): a tab row is on every list's first load,
// and Radix's tabs with their roving-focus collection weighed 9.5 KB gzip there.
const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** A row of tabs, chosen on focus (automatic activation); the children are the chosen tab's panel. */
export function Tabs({ tabs, value, onValueChange, children, ariaLabel, className }: TabsProps) {
  const hasPanel = children !== undefined && children !== null;
  const baseId = useId();
  const tabId = (tab: string) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  // The one Tab stop: the chosen tab, or the first while no tab has the value.
  const reachable = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    const buttons = event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]');
    event.preventDefault();
    const to = step(from, tabs.length);
    buttons?.[to]?.focus();
    const next = tabs[to]?.value;
    if (next !== undefined && next !== value) onValueChange(next);
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={ariaLabel}
        aria-orientation="horizontal"
        // An inset shadow, not a border: an overlapped border made the scrolling row 1px too tall.
        className="flex gap-1 overflow-x-auto contain-inline-size shadow-[inset_0_-1px_0_var(--color-slate-200)] [scrollbar-width:thin]"
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={hasPanel ? panelId : undefined}
              tabIndex={index === reachable ? 0 : -1}
              onClick={() => tab.value !== value && onValueChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'inline-flex shrink-0 items-center gap-2 whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-medium',
                'border-transparent text-slate-600 transition-colors hover:text-slate-900',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
                'aria-selected:border-brand-500 aria-selected:text-brand-600',
              )}
            >
              {tab.label}
              {tab.count !== undefined && (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                  {tab.count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {hasPanel && (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabs.some((tab) => tab.value === value) ? tabId(value) : undefined}
          tabIndex={0}
          className="pt-4 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {children}
        </div>
      )}
    </div>
  );
}
