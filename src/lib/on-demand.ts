import { useCallback, useState } from 'react';
import { i18n } from './i18n';
import { notify } from './toast';

// A part of a page that shows only when asked for (a drawer, a panel, a confirmation): its code is
// fetched at the first ask, or on intent (a pointer over its button, a focus), not with the page.
// The part opens once its code is there, so its button never says 'open' over nothing; a fetch that
// fails says so and leaves the next ask to fetch again.

export type OnDemand<T> = {
  /** The code, once fetched. */
  loaded: () => T | null;
  /** Fetches the code once (again after a failure). */
  fetch: () => Promise<T>;
};

/** One part's code: `load` is its dynamic import. */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let code: T | null = null;
  let fetching: Promise<T> | null = null;
  return {
    loaded: () => code,
    fetch: () =>
      (fetching ??= load().then(
        (loaded) => (code = loaded),
        (error: unknown) => {
          fetching = null;
          throw error;
        },
      )),
  };
}

/** Fetches a part's code on intent; a failure is left for the ask to meet and explain. */
export const prefetchOnDemand = (part: OnDemand<unknown>) => void part.fetch().catch(() => undefined);

/**
 * The part's code for rendering (null until fetched) and `ask`: fetches it and then calls `show`.
 * A failed fetch is said in a toast and `show` is not called.
 */
export function useOnDemand<T>(part: OnDemand<T>) {
  const [code, setCode] = useState(part.loaded);
  const ask = useCallback(
    (show: () => void) => {
      part.fetch().then(
        (loaded) => {
          setCode(() => loaded);
          show();
        },
        () => notify.error(i18n.t('errors:network')),
      );
    },
    [part],
  );
  return [code, ask] as const;
}
