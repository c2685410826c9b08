import { useMutation, useQueryClient, type MutateOptions, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { notify } from './toast';

type Computed<T, R, V> = T | ((result: R, variables: V) => T);

/** What a screen may add to a feature's mutation hook: its own follow-up and its success toast. */
export type MutationCallerOptions<R, V> = {
  onSuccess?: (result: R, variables: V) => void | Promise<void>;
  successToast?: Computed<string, R, V>;
};

export type AppMutationOptions<R, V> = MutationCallerOptions<R, V> & {
  mutationFn: (variables: V) => Promise<R>;
  invalidates?: Computed<readonly QueryKey[], R, V>;
  parallel?: boolean;
};

const resolve = <T, R, V>(value: Computed<T, R, V>, result: R, variables: V) =>
  typeof value === 'function' ? (value as (r: R, v: V) => T)(result, variables) : value;

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
      mutateAsync(variables, options).catch(() => undefined);
    },
    [mutateAsync, parallel],
  );
  return { ...mutation, mutate, mutateAsync };
}

/** A feature's mutation hook from its fetcher and what its success makes stale; the screen adds the rest. */
export function mutationHook<R, V>(
  mutationFn: (variables: V) => Promise<R>,
  invalidates?: AppMutationOptions<R, V>['invalidates'],
) {
  return function useEndpointMutation(options: MutationCallerOptions<R, V> = {}) {
    return useAppMutation({ ...options, mutationFn, invalidates });
  };
}
