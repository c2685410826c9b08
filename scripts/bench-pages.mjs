// The pages issue 17 measures, each with the role it is for, and how the bench's browsers sign in:
// shared by the first-load count, the heap walk, Lighthouse and the two-build comparison.

export const BENCH_PAGES = [
  { path: '/login', role: null },
  { path: '/', role: 'IMPORTER', email: 'importer@demo.az' },
  { path: '/inquiries', role: 'IMPORTER', email: 'importer@demo.az' },
  { path: '/all-bids/102', role: 'IMPORTER', email: 'importer@demo.az' },
  { path: '/inquiry', role: 'LOGISTIC', email: 'carrier@demo.az' },
  { path: '/billing', role: 'LOGISTIC', email: 'carrier@demo.az' },
  { path: '/all-inquiries', role: 'ADMIN', email: 'admin@demo.az' },
];

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
