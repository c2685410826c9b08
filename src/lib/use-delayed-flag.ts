import { useEffect, useRef, useState } from 'react';

/**
 * `active`, shown late and held briefly: true only once `active` has lasted `delay` ms, and then for at
 * least `minDuration` ms. A wait shorter than the delay shows nothing (a quick screen change does not
 * flash a spinner), and an indicator that does appear does not blink out a moment later.
 */
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
