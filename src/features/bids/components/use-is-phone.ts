import { useSyncExternalStore } from 'react';

// Below Tailwind's md breakpoint the bids show as cards, from it as a table.
const PHONE_QUERY = '(width < 48rem)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

export const useIsPhone = () =>
  useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
