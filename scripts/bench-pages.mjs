// How the bench's browsers sign in: shared by the bench's loads, Lighthouse and the interaction timings.

/** The demo accounts' password (src/config/demo-accounts.ts). */
export const DEMO_PASSWORD = 'Demo1234!';

/** Signs a browser context in through the API and puts the session's cookies where the app reads them. */
export async function signInByApi(context, baseUrl, email, password = DEMO_PASSWORD) {
  const response = await context.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
  if (!response.ok()) throw new Error(`bench: could not sign in as ${email}`);
  const { accessToken, refreshToken } = await response.json();
  const cookie = { url: baseUrl, secure: true, sameSite: 'Strict' };
  await context.addCookies([
    { ...cookie, name: 'accessToken', value: accessToken },
    { ...cookie, name: 'refreshToken', value: refreshToken },
  ]);
}
