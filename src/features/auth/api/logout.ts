import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { endSession, getRefreshToken } from '@/lib/session';

export const logout = async () => {
  const refreshToken = getRefreshToken();
  try {
    // Revokes the refresh token on the server; the local session ends whatever it answers.
    await apiRequest(z.unknown(), { method: 'POST', url: endpoints.auth.logout, data: { refreshToken } });
  } finally {
    endSession('logout');
  }
};

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
}
