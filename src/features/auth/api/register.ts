import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import { tokensSchema, type RegisterInput } from '../schemas';

export const register = (input: RegisterInput) =>
  apiRequest(tokensSchema, { method: 'POST', url: endpoints.auth.register, data: input });

/** A new organisation is signed in straight away, as its first user. */
export function useRegister() {
  return useMutation({ mutationFn: register, onSuccess: (tokens) => startSession(tokens) });
}
