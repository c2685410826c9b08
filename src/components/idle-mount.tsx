import { useEffect, useState, type ReactNode } from 'react';

/** Renders its children once the browser is first idle: for parts no first screen needs. */
export function IdleMount({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(show, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(show, 300);
    return () => clearTimeout(id);
  }, []);
  return ready ? children : null;
}
