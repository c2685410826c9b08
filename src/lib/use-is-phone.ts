import { useSyncExternalStore } from 'react';

// Tailwind's md breakpoint (48rem): below it lists show cards, from it a table. Rendering only
// the one on screen, rather than both with one hidden by CSS, halves the work of every new page.
const PHONE_QUERY = '(width < 48rem)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

const isPhone = () => media()?.matches ?? false;

export const useIsPhone = () => useSyncExternalStore(subscribe, isPhone, () => false);
