import { useId, type ReactNode } from 'react';
import { CARD_CLASSES, CARD_TITLE_CLASSES, CardHeader } from './card';
import { cn } from './class-names';

type ListCardProps = {
  /** The list's name: the card's heading, or (`hideTitle`) a heading for screen readers only. */
  title: string;
  hideTitle?: boolean;
  description?: ReactNode;
  /** At the right of a shown title (an export, a 'new' button). */
  actions?: ReactNode;
  /** Search and filters, on a bar of their own above the rows. */
  filters?: ReactNode;
  /** Names the bar as a group of filters for screen readers. */
  filtersLabel?: string;
  /** The bar's layout, in place of the default: stacked on a phone, in a row from `sm`. */
  filtersLayout?: string;
  className?: string;
  /** The rows (a DataList), edge to edge: a list card pads only its bars. */
  children: ReactNode;
};

/**
 * The white card a list lives in: a section named by its heading, then the filter bar, then the
 * rows. Every list screen is built of it, so their headers, bars and edges line up.
 */
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

/**
 * A list's bar of search and filters, ruled off from the rows under it; a group named `label` for
 * screen readers. ListCard draws it from its `filters`; a filter component of its own draws it too.
 */
export function FilterBar({
  label,
  layout = DEFAULT_BAR_LAYOUT,
  children,
}: {
  label?: string;
  /** The bar's layout, in place of the default: stacked on a phone, in a row from `sm`. */
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
