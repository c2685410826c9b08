import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { endSession, getAccessToken, getRefreshToken } from '@/lib/session';

/**
 * Ends the session here at once, then revokes its refresh token on the server. Signing out never
 * waits on the network: the client has no timeout (spec §8), so a stalled connection would leave
 * the button doing nothing, and a shared desk must be signed out even offline. The revoke carries
 * the ended session's own bearer token, which the client no longer holds once the cookies are gone.
 */
export const logout = async () => {
  const refreshToken = getRefreshToken();
  const accessToken = getAccessToken();
  endSession('logout');
  await apiRequest(z.unknown(), {
    method: 'POST',
    url: endpoints.auth.logout,
    data: { refreshToken },
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined,
  });
};

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
}
