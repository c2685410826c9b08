import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Refreshes every bid list (and the inquiries a decision changes) before the caller's onSuccess. */
export function useBidMutation<V>(mutationFn: (variables: V) => Promise<unknown>, onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bids'] }),
        queryClient.invalidateQueries({ queryKey: ['inquiries'] }),
      ]);
      onSuccess?.();
    },
  });
}
