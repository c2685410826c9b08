import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { CARD_CLASSES, CARD_TITLE_CLASSES } from './card-look';
import { cn } from './class-names';

type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode;
  headingLevel?: 2 | 3;
  description?: ReactNode;
  actions?: ReactNode;
  as?: 'section' | 'div' | 'article' | 'li';
};

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
      className={cn(CARD_CLASSES, Boolean(title) && 'min-w-0', className)}
      {...rest}
    >
      {title ? (
        <>
          <CardHeader
            title={
              <Heading id={headingId} className={CARD_TITLE_CLASSES}>
                {title}
              </Heading>
            }
            description={description}
            actions={actions}
          />
          <div className="p-4 sm:p-5">{children}</div>
        </>
      ) : (
        children
      )}
    </Element>
  );
}

export function CardHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 sm:px-5">
      <div className="min-w-0">
        {title}
        {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
