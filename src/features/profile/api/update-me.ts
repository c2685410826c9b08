import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import { apiRequest } from '@/lib/api-client';
import { useAppMutation, type MutationCallerOptions } from '@/lib/mutation';
import { setAccessToken } from '@/lib/session';
import { meSchema, type Me, type ProfileUpdateInput } from '../schemas';
import { profileKeys } from './query-keys';

/** PUT /users/me answers the profile and, from our server, an access token that names the new name. */
export const updatedMeSchema = z.object({ ...meSchema.shape, accessToken: z.optional(z.string()) });

export const updateMe = (input: ProfileUpdateInput) =>
  apiRequest(updatedMeSchema, { method: 'PUT', url: endpoints.me, data: input });

export function useUpdateMe(options: MutationCallerOptions<Me, ProfileUpdateInput> = {}) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: async (input: ProfileUpdateInput) => {
      const { accessToken, ...me } = await updateMe(input);
      if (accessToken) setAccessToken(accessToken);
      queryClient.setQueryData(profileKeys.me(), me);
      return me;
    },
    // The members list shows this person's name too.
    invalidates: [rootKey(QUERY_ROOTS.members)],
    ...options,
  });
}
