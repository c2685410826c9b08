import { useCallback, useState } from 'react';
import { i18n } from './i18n';
import { notify } from './toast';

export type OnDemand<T> = {
  loaded: () => T | null;
  fetch: () => Promise<T>;
};

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
