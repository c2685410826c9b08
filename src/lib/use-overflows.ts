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
