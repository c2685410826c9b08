import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { okSchema, type ResetPasswordInput } from '../schemas';

/** POST /auth/reset-password: a bad or old token answers 400. */
export const resetPassword = (input: ResetPasswordInput) =>
  apiRequest(okSchema, { method: 'POST', url: endpoints.auth.resetPassword, data: input });

export const useResetPassword = mutationHook(resetPassword);
