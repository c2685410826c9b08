import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { setAccessToken, startSession } from '@/lib/session';
import { z } from 'zod/mini';
import { meSchema, type PasswordChangeInput, type ProfileUpdateInput } from '../schemas';

// The signed-in person's profile (GET/PUT /users/me) and password (PUT /users/me/password).

export const getMe = () => apiRequest(meSchema, { method: 'GET', url: endpoints.me });
export const meQueryOptions = () => queryOptions({ queryKey: ['me'], queryFn: getMe });
export const useMe = () => useQuery(meQueryOptions());

/** PUT /users/me answers the profile and, from our server, an access token that names the new name. */
const updatedMeSchema = z.object({ ...meSchema.shape, accessToken: z.optional(z.string()) });

export const updateMe = (input: ProfileUpdateInput) =>
  apiRequest(updatedMeSchema, { method: 'PUT', url: endpoints.me, data: input });

export function useUpdateMe(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: async ({ accessToken, ...me }) => {
      // The header and the greeting read the name from the session token (docs/api.md): storing the
      // fresh one re-renders them at once, and a reload keeps the new name.
      if (accessToken) setAccessToken(accessToken);
      queryClient.setQueryData(['me'], me);
      await queryClient.invalidateQueries({ queryKey: ['members'] });
      onSuccess?.();
    },
  });
}

const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** The answer carries a fresh pair of tokens: stored at once, so this session goes on and the others end. */
export const changePassword = async (input: PasswordChangeInput) => {
  const tokens = await apiRequest(tokensSchema, { method: 'PUT', url: endpoints.mePassword, data: input });
  startSession(tokens);
  return tokens;
};

export const useChangePassword = (onSuccess?: () => void) =>
  useMutation({ mutationFn: changePassword, onSuccess: () => onSuccess?.() });
