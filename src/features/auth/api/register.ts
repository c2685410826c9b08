import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { useAppMutation } from '@/lib/mutation';
import { startSession } from '@/lib/session';
import { tokensSchema, type RegisterInput } from '../schemas';

export const register = (input: RegisterInput) =>
  apiRequest(tokensSchema, { method: 'POST', url: endpoints.auth.register, data: input });

/** A new organisation is signed in straight away, as its first user. */
export const useRegister = () =>
  useAppMutation({ mutationFn: register, onSuccess: (tokens) => void startSession(tokens) });
