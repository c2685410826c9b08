import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { okSchema, type ForgotPasswordInput } from '../schemas';

/** POST /auth/forgot-password: answers the same whether or not the address is known. */
export const forgotPassword = (input: ForgotPasswordInput) =>
  apiRequest(okSchema, { method: 'POST', url: endpoints.auth.forgotPassword, data: input });

export const useForgotPassword = mutationHook(forgotPassword);
