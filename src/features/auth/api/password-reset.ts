import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import type { ForgotPasswordInput, ResetPasswordInput } from '../schemas';

const okSchema = z.object({ ok: z.literal(true) });

export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiRequest(okSchema, { method: 'POST', url: endpoints.auth.forgotPassword, data: input });

export const resetPassword = (input: ResetPasswordInput) =>
  apiRequest(okSchema, { method: 'POST', url: endpoints.auth.resetPassword, data: input });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
