import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { renewSession } from '@/lib/session';
import type { PasswordChangeInput } from '../schemas';

export const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

export const updatePassword = async (input: PasswordChangeInput) => {
  const tokens = await apiRequest(tokensSchema, { method: 'PUT', url: endpoints.mePassword, data: input });
  renewSession(tokens);
  return tokens;
};

export const useUpdatePassword = mutationHook(updatePassword);
