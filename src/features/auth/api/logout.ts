import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { endSession, getAccessToken, getRefreshToken } from '@/lib/session';

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
