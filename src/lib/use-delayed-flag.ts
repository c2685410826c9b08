import { useEffect, useRef, useState } from 'react';

export function useDelayedFlag(active: boolean, { delay = 300, minDuration = 300 } = {}): boolean {
  const [shown, setShown] = useState(false);
  const shownAt = useRef(0);
  useEffect(() => {
    if (active === shown) return undefined;
    const wait = active ? delay : Math.max(0, shownAt.current + minDuration - Date.now());
    const timer = setTimeout(() => {
      if (active) shownAt.current = Date.now();
      setShown(active);
    }, wait);
    return () => clearTimeout(timer);
  }, [active, shown, delay, minDuration]);
  return shown;
}
