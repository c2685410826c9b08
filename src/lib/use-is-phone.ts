import { useSyncExternalStore } from 'react';

const NARROWER_THAN = { md: '(width < 48rem)', lg: '(width < 64rem)' } as const;
export type CardBreakpoint = keyof typeof NARROWER_THAN;

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
  return breakpoint === 'md' ? phone : phone || narrow;
}

export const useIsPhone = () => useIsNarrowerThan('md');

export const isNarrowerThan = (breakpoint: CardBreakpoint) =>
  watchers.md.matches() || (breakpoint === 'lg' && watchers.lg.matches());
