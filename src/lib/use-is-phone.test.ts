import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIsNarrowerThan, useIsPhone } from './use-is-phone';

/** A window whose width matches exactly the given media queries. */
function windowMatching(...queries: string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: queries.includes(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('useIsNarrowerThan', () => {
  it('gives a phone cards at every breakpoint', () => {
    windowMatching('(width < 48rem)', '(width < 64rem)');
    expect(renderHook(() => useIsPhone()).result.current).toBe(true);
    expect(renderHook(() => useIsNarrowerThan('lg')).result.current).toBe(true);
  });

  it('gives a tablet (48rem to 64rem) cards only for lists too wide for it', () => {
    windowMatching('(width < 64rem)');
    expect(renderHook(() => useIsPhone()).result.current).toBe(false);
    expect(renderHook(() => useIsNarrowerThan('lg')).result.current).toBe(true);
  });

  it('gives a desk tables', () => {
    windowMatching();
    expect(renderHook(() => useIsPhone()).result.current).toBe(false);
    expect(renderHook(() => useIsNarrowerThan('lg')).result.current).toBe(false);
  });

  it('counts a window that answers only the phone query as a phone everywhere', () => {
    // Tests elsewhere fake a phone so; a list that asks about lg must still show its cards.
    windowMatching('(width < 48rem)');
    expect(renderHook(() => useIsNarrowerThan('lg')).result.current).toBe(true);
  });

  it('asks the window once per query, however often the screen renders, and follows a resize', () => {
    // A new MediaQueryList per render costs a matchMedia call each time and stays in memory.
    const lists = new Map<string, { matches: boolean; listeners: Set<() => void> }>();
    const asked = vi.fn((query: string) => {
      const list = { matches: false, listeners: new Set<() => void>() };
      lists.set(query, list);
      return {
        media: query,
        get matches() {
          return list.matches;
        },
        addEventListener: (_: string, listener: () => void) => list.listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => list.listeners.delete(listener),
      };
    });
    vi.stubGlobal('matchMedia', asked);
    const { result, rerender } = renderHook(() => useIsPhone());
    for (let i = 0; i < 5; i++) rerender();
    expect(asked).toHaveBeenCalledTimes(2);
    expect(result.current).toBe(false);

    const phone = lists.get('(width < 48rem)')!;
    act(() => {
      phone.matches = true;
      phone.listeners.forEach((listener) => listener());
    });
    expect(result.current).toBe(true);
    expect(asked).toHaveBeenCalledTimes(2);
  });
});
