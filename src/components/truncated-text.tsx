import type { ElementType, HTMLAttributes } from 'react';
import { cn } from './class-names';

type TruncatedTextProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> & {
  text: string;
  as?: ElementType;
};

export function TruncatedText({ text, className, as: Tag = 'span', ...rest }: TruncatedTextProps) {
  return (
    <Tag {...rest} title={text} className={cn('inline-block max-w-full truncate align-bottom', className)}>
      {text}
    </Tag>
  );
}
