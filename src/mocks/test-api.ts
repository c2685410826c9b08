const base = 'http://localhost:3000/api';

/** POST /auth/login: the status and the answer, for tests of sign-in itself. */
export async function login(email: string, password = 'Demo1234!') {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { accessToken: string; message?: string },
  };
}

/** An access token of a seeded account (every seeded account has the demo password). */
export const tokenFor = async (email: string) => (await login(email)).body.accessToken;

/** Calls the API as the token's holder; the answer's body is parsed as JSON. */
export async function call(token: string, method: string, path: string, body?: unknown, language = 'en') {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Accept-Language': language,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
