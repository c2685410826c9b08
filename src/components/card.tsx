import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from './class-names';

/** The white card's look, for elements that cannot be a Card (a link, a list item). */
export const CARD_CLASSES = 'rounded-card border border-slate-200 bg-white shadow-card';

type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** Named cards are sections labelled by their heading; unnamed ones are plain boxes. */
  title?: ReactNode;
  /** The heading's level under the page's h1 (2) or under a section's (3). */
  headingLevel?: 2 | 3;
  description?: ReactNode;
  /** Beside the title on wide screens, under it on phones. */
  actions?: ReactNode;
  as?: 'section' | 'div' | 'article' | 'li';
};

/**
 * The white card every screen groups its content in. The caller's className adds the body's padding
 * and layout; a titled card's header has its own, with a rule under it.
 */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  as,
  className,
  children,
  ...rest
}: CardProps) {
  const headingId = useId();
  const Element = as ?? (title ? 'section' : 'div');
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Element
      aria-labelledby={title ? headingId : undefined}
      className={cn(CARD_CLASSES, className)}
      {...rest}
    >
      {title && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
          <div className="min-w-0">
            <Heading id={headingId} className="text-base font-semibold text-slate-900">
              {title}
            </Heading>
            {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </Element>
  );
}
