import { useId, type ReactNode } from 'react';
import { CardHeader } from './card';
import { CARD_CLASSES, CARD_TITLE_CLASSES } from './card-look';
import { cn } from './class-names';

type ListCardProps = {
  title: string;
  hideTitle?: boolean;
  description?: ReactNode;
  actions?: ReactNode;
  filters?: ReactNode;
  filtersLabel?: string;
  filtersLayout?: string;
  className?: string;
  children: ReactNode;
};

export function ListCard({
  title,
  hideTitle = false,
  description,
  actions,
  filters,
  filtersLabel,
  filtersLayout,
  className,
  children,
}: ListCardProps) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className={hideTitle ? 'sr-only' : CARD_TITLE_CLASSES}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} className={cn(CARD_CLASSES, 'min-w-0', className)}>
      {hideTitle ? heading : <CardHeader title={heading} description={description} actions={actions} />}
      {filters && (
        <FilterBar label={filtersLabel} layout={filtersLayout}>
          {filters}
        </FilterBar>
      )}
      {children}
    </section>
  );
}

const DEFAULT_BAR_LAYOUT = 'flex flex-col gap-3 sm:flex-row sm:items-end';

export function FilterBar({
  label,
  layout = DEFAULT_BAR_LAYOUT,
  children,
}: {
  label?: string;
  layout?: string;
  children: ReactNode;
}) {
  return (
    <div
      role={label ? 'group' : undefined}
      aria-label={label}
      className={cn('border-b border-slate-200 p-4 sm:px-5', layout)}
    >
      {children}
    </div>
  );
}
