import { useCallback, useEffect, useRef, useState } from 'react';

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
      // The observer reports every node's first size after the next layout; measuring here, in the
      // commit, forced a layout of the whole page before the browser's own (62 ms at 4× CPU on a list).
      if (typeof ResizeObserver === 'undefined') {
        measure();
        return;
      }
      observer.current = new ResizeObserver(measure);
      observer.current.observe(node);
      Array.from(node.children).forEach((child) => observer.current?.observe(child));
    },
    [axis],
  );
  useEffect(() => () => observer.current?.disconnect(), [active]);
  return [ref, overflows] as const;
}
