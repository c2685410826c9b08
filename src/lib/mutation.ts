import { useMutation, useQueryClient, type MutateOptions, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { notify } from './toast';

type Computed<T, R, V> = T | ((result: R, variables: V) => T);

/** What a screen may add to a feature's mutation hook: its own follow-up and its success toast. */
export type MutationCallerOptions<R, V> = {
  /** Runs after the invalidated queries have been refetched, so the screen shows fresh data. */
  onSuccess?: (result: R, variables: V) => void | Promise<void>;
  /** Said once the write succeeded (already translated by the caller, who knows the words). */
  successToast?: Computed<string, R, V>;
};

export type AppMutationOptions<R, V> = MutationCallerOptions<R, V> & {
  mutationFn: (variables: V) => Promise<R>;
  /** Keys from the features' factories (or `rootKey`) whose queries this write makes stale. */
  invalidates?: Computed<readonly QueryKey[], R, V>;
  /**
   * Writes that may run side by side (an upload per file, a notification marked read per row). Any
   * other write is sent once per click burst: a second call while one is on its way is refused.
   */
  parallel?: boolean;
};

const resolve = <T, R, V>(value: Computed<T, R, V>, result: R, variables: V) =>
  typeof value === 'function' ? (value as (r: R, v: V) => T)(result, variables) : value;

/**
 * The one way the app writes: invalidate what the write changed and wait for it, then toast, then the
 * caller's onSuccess. Invalidation never depends on the caller remembering it (a caller's options
 * spread after ours would drop it). Errors stay with the caller: forms show them beside the fields.
 *
 * One write at a time: `isPending` reaches the button only on a later render, so a double click (or
 * Enter twice) would call mutate twice before the button turns busy. A call made while the write is
 * on its way is refused at once; `mutateAsync` then hands back the write already under way.
 */
export function useAppMutation<R, V = void>({
  mutationFn,
  invalidates,
  successToast,
  onSuccess,
  parallel = false,
}: AppMutationOptions<R, V>) {
  const queryClient = useQueryClient();
  const mutation = useMutation<R, Error, V>({
    mutationFn,
    onSuccess: async (result, variables) => {
      const keys = invalidates ? resolve(invalidates, result, variables) : [];
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (successToast) notify.success(resolve(successToast, result, variables));
      await onSuccess?.(result, variables);
    },
  });
  const inFlight = useRef<Promise<R> | null>(null);
  const { mutateAsync: send } = mutation;

  const mutateAsync = useCallback(
    (variables: V, options?: MutateOptions<R, Error, V>): Promise<R> => {
      if (parallel) return send(variables, options);
      if (inFlight.current) return inFlight.current;
      const sent = send(variables, options).finally(() => {
        inFlight.current = null;
      });
      inFlight.current = sent;
      return sent;
    },
    [send, parallel],
  );
  const mutate = useCallback(
    (variables: V, options?: MutateOptions<R, Error, V>) => {
      if (!parallel && inFlight.current) return;
      // Failures reach the caller through onError and the mutation's state, as useMutation's own mutate.
      mutateAsync(variables, options).catch(() => undefined);
    },
    [mutateAsync, parallel],
  );
  return { ...mutation, mutate, mutateAsync };
}
