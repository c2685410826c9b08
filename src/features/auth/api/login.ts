import { useCallback, useRef, useState } from 'react';
import { authEndpoints } from '@/config/auth-endpoints';
import { apiRequest } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import type { LoginInput } from '../schemas';

/** The answer's schema comes with the request, not with the page (the /login budget). */
export async function login(input: LoginInput) {
  const { tokensSchema } = await import('../schemas');
  return apiRequest(tokensSchema, { method: 'POST', url: authEndpoints.login, data: input });
}

type LoginState = { isPending: boolean; isError: boolean; error: unknown };
const idle: LoginState = { isPending: false, isError: false, error: null };

export function useLogin() {
  const [state, setState] = useState(idle);
  const inFlight = useRef(false);
  const mutate = useCallback(async (input: LoginInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ isPending: true, isError: false, error: null });
    try {
      startSession(await login(input));
    } catch (error) {
      setState({ isPending: false, isError: true, error });
    } finally {
      inFlight.current = false;
    }
  }, []);
  return { ...state, mutate };
}
