import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
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

export function Tabs({ tabs, value, onValueChange, children, ariaLabel, className }: TabsProps) {
  const hasPanel = children !== undefined && children !== null;
  return (
    <TabsPrimitive.Root value={value} onValueChange={onValueChange} className={className}>
      <TabsPrimitive.List
        aria-label={ariaLabel}
        // An inset shadow, not a border: an overlapped border made the scrolling row 1px too tall.
        className="flex gap-1 overflow-x-auto contain-inline-size shadow-[inset_0_-1px_0_var(--color-slate-200)] [scrollbar-width:thin]"
      >
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.value}
            value={tab.value}
            {...(hasPanel ? {} : { 'aria-controls': undefined })}
            className={cn(
              'inline-flex shrink-0 items-center gap-2 whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-medium',
              'border-transparent text-slate-600 transition-colors hover:text-slate-900',
              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
              'data-[state=active]:border-brand-500 data-[state=active]:text-brand-600',
            )}
          >
            {tab.label}
            {tab.count !== undefined && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {tab.count}
              </span>
            )}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {hasPanel && (
        <TabsPrimitive.Content
          value={value}
          className="pt-4 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {children}
        </TabsPrimitive.Content>
      )}
    </TabsPrimitive.Root>
  );
}
