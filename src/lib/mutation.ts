import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
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
};

const resolve = <T, R, V>(value: Computed<T, R, V>, result: R, variables: V) =>
  typeof value === 'function' ? (value as (r: R, v: V) => T)(result, variables) : value;

/**
 * The one way the app writes: invalidate what the write changed and wait for it, then toast, then the
 * caller's onSuccess. Invalidation never depends on the caller remembering it (a caller's options
 * spread after ours would drop it). Errors stay with the caller: forms show them beside the fields.
 */
export function useAppMutation<R, V = void>({
  mutationFn,
  invalidates,
  successToast,
  onSuccess,
}: AppMutationOptions<R, V>) {
  const queryClient = useQueryClient();
  return useMutation<R, Error, V>({
    mutationFn,
    onSuccess: async (result, variables) => {
      const keys = invalidates ? resolve(invalidates, result, variables) : [];
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (successToast) notify.success(resolve(successToast, result, variables));
      await onSuccess?.(result, variables);
    },
  });
}
