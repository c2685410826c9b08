import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import { tokensSchema, type LoginInput } from '../schemas';

export const login = (input: LoginInput) =>
  apiRequest(tokensSchema, { method: 'POST', url: endpoints.auth.login, data: input });

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: (tokens) => startSession(tokens) });
}
