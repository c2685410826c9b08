import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether the element's content is larger than the element along `axis` ('block': taller, 'inline':
 * wider), kept up to date as either changes. A box that scrolls must be reachable by keyboard (axe's
 * scrollable-region-focusable) when nothing inside it takes focus: callers give it a tabIndex then.
 */
export function useOverflows<E extends HTMLElement>(axis: 'block' | 'inline', active = true) {
  const observer = useRef<ResizeObserver | null>(null);
  const [overflows, setOverflows] = useState(false);
  const ref = useCallback(
    (node: E | null) => {
      observer.current?.disconnect();
      if (!node) return;
      const measure = () =>
        setOverflows(
          axis === 'block'
            ? node.scrollHeight > node.clientHeight + 1
            : node.scrollWidth > node.clientWidth + 1,
        );
      measure();
      if (typeof ResizeObserver !== 'undefined') {
        observer.current = new ResizeObserver(measure);
        observer.current.observe(node);
        Array.from(node.children).forEach((child) => observer.current?.observe(child));
      }
    },
    [axis],
  );
  useEffect(() => () => observer.current?.disconnect(), [active]);
  return [ref, overflows] as const;
}
