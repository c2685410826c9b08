import type { ElementType, HTMLAttributes } from 'react';
import { cn } from './class-names';

type TruncatedTextProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> & {
  text: string;
  /** The element it renders; a span by default, so it fits in a cell, a link or a heading. */
  as?: ElementType;
};

/**
 * A name that may be long (an organisation, a person, a city): one line cut with an ellipsis inside
 * the width its container (or a max-w-* class) gives it, the whole text in the tooltip. The text stays
 * whole in the page, so screen readers and search read all of it; only its painting is cut.
 */
export function TruncatedText({ text, className, as: Tag = 'span', ...rest }: TruncatedTextProps) {
  return (
    <Tag {...rest} title={text} className={cn('inline-block max-w-full truncate align-bottom', className)}>
      {text}
    </Tag>
  );
}
