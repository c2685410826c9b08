import { useSyncExternalStore } from 'react';

// Tailwind's breakpoints: below md (48rem) every list shows cards; a list whose table is too wide
// for a tablet in portrait asks for cards below lg (64rem) too. Rendering only the one on screen,
// rather than both with one hidden by CSS, halves the work of every new page.
const NARROWER_THAN = { md: '(width < 48rem)', lg: '(width < 64rem)' } as const;
export type CardBreakpoint = keyof typeof NARROWER_THAN;

// One MediaQueryList per query, made on first use and asked on every render: a new one per render
// (getSnapshot runs on each) cost a matchMedia call each time, and the browser kept each list until a
// later collection (the bench's heap walk counted about one per navigation). It is made again when
// window.matchMedia is another function, as in a test that fakes a phone.
function watch(query: string) {
  let made: { by: typeof window.matchMedia; list: MediaQueryList } | null = null;
  const media = () => {
    if (typeof window.matchMedia !== 'function') return null;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to compare, never called
    const by = window.matchMedia;
    if (made?.by !== by) made = { by, list: window.matchMedia(query) };
    return made.list;
  };
  const subscribe = (onChange: () => void) => {
    const list = media();
    list?.addEventListener?.('change', onChange);
    return () => list?.removeEventListener?.('change', onChange);
  };
  const matches = () => media()?.matches ?? false;
  return { subscribe, matches };
}

const watchers = {
  md: watch(NARROWER_THAN.md),
  lg: watch(NARROWER_THAN.lg),
};

/** True while the window is narrower than the breakpoint: the list shows cards instead of a table. */
export function useIsNarrowerThan(breakpoint: CardBreakpoint) {
  const phone = useSyncExternalStore(watchers.md.subscribe, watchers.md.matches, () => false);
  const narrow = useSyncExternalStore(watchers.lg.subscribe, watchers.lg.matches, () => false);
  // A phone is narrower than every breakpoint; asked outright, so a test that fakes a phone by
  // answering the md query alone gets cards everywhere.
  return breakpoint === 'md' ? phone : phone || narrow;
}

export const useIsPhone = () => useIsNarrowerThan('md');

/** The same, read once outside React (a phone asked outright, as above). */
export const isNarrowerThan = (breakpoint: CardBreakpoint) =>
  watchers.md.matches() || (breakpoint === 'lg' && watchers.lg.matches());
