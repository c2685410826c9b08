import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { UPLOAD_MAX_BYTES } from '@/config/limits';
import { E2E_DIST, NGINX_TLS_PORT, serversOf } from '@tests/e2e-ports';
import { signInQuickly } from './faults';
import {
  ACCOUNTS,
  expectAccessible,
  networkIdle,
  PASSWORD,
  resetDemoData,
  signIn,
  watchNetwork,
  type Role,
} from './support';

// The production build as users get it: served by deploy/nginx.conf (CSP, caching, compression,
// SPA fallback, body limit, HSTS, hidden build internals) with /api proxied to the backend. Each
// role signs in and walks one journey; the browser must report no Content-Security-Policy violation.

/** Collects CSP violations the page reports, from before its first script runs. */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return async () => {
    const reported = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    return [...violations, ...reported];
  };
}

const journeys: Record<Role, (page: Page) => Promise<void>> = {
  IMPORTER: async (page) => {
    await page.goto('/inquiries');
    await expect(page.getByRole('heading', { level: 1, name: 'Sorğular' })).toBeVisible();
    await page.getByTestId('inquiry-row').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
  LOGISTIC: async (page) => {
    await page.goto('/bids?tab=pending');
    await expect(page.getByRole('heading', { level: 1, name: 'Təkliflər' })).toBeVisible();
    await page
      .getByTestId('bid-row')
      .first()
      .getByRole('button', { name: /Ətraflı/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Təklifin detalları' })).toBeVisible();
  },
  ADMIN: async (page) => {
    await page.goto('/organizations');
    await expect(page.getByRole('cell', { name: /^Poti Sea Lines/ })).toBeVisible();
    await page.goto('/all-inquiries');
    await expect(page.getByTestId('inquiry-row').first()).toBeVisible();
  },
};

test.beforeEach(async ({ page }) => resetDemoData(page));

test('nginx sends the security, caching and compression headers, and falls back to the app', async ({
  page,
  request,
}) => {
  const document = await request.get('/inquiries/new', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(document.status()).toBe(200);
  const headers = document.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-/);
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toBeTruthy();
  expect(headers['cache-control']).toBe('no-store');
  expect(await document.text()).toContain('<div id="root">');

  await page.goto('/login');
  const script = await page.locator('script[src^="/assets/"]').first().getAttribute('src');
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toContain('max-age=31536000');
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-security-policy']).toContain("script-src 'self'");

  const api = await request.get('/api/country/list');
  expect(api.status()).toBe(200);
  expect(api.headers()['content-security-policy']).toContain("default-src 'self'");
});

/** The inline scripts of the built index.html (not the JSON table, which is data), as the browser hashes them. */
function inlineScriptsOfBuild() {
  const html = readFileSync(join(E2E_DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/json"/.test(attributes!))
    .map(([, , body]) => body!);
}

const scriptSrcOf = (csp: string) => /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? [];

test('the CSP allows the one inline script by its hash, and no other inline script', async ({ request }) => {
  const csp = (await request.get('/inquiries')).headers()['content-security-policy'] ?? '';
  const scripts = inlineScriptsOfBuild();
  // index.html's first-request script, and nothing else inline.
  expect(scripts).toHaveLength(1);
  const hash = `'sha256-${createHash('sha256').update(scripts[0]!, 'utf8').digest('base64')}'`;
  expect(scriptSrcOf(csp)).toEqual(["'self'", hash]);
  expect(readFileSync('deploy/security-headers.conf', 'utf8')).toContain(hash);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-/);
});

test('behind nginx the first request leaves from index.html and the app takes its answer', async ({
  page,
  context,
  baseURL,
}) => {
  const violations = await watchCsp(page);
  await signInQuickly(context, baseURL!, 'IMPORTER');
  const lists: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/inquiries') lists.push(r.url());
  });
  watchNetwork(page);
  await page.goto('/inquiries');
  await expect(page.getByTestId('inquiry-row').first()).toBeVisible();
  // The script ran (CSP let it) and its answer was taken: nothing is left waiting, and the list was
  // asked for once.
  const left = await page.evaluate(() => {
    const early = (window as unknown as { __firstRequests?: { answers: object } }).__firstRequests;
    return early ? Object.keys(early.answers) : null;
  });
  expect(left).toEqual([]);
  await networkIdle(page);
  expect(lists).toHaveLength(1);
  expect(await violations()).toEqual([]);
});

for (const role of ['IMPORTER', 'LOGISTIC', 'ADMIN'] as const) {
  test(`${role} signs in and works through nginx with no CSP violation`, async ({ page }) => {
    const violations = await watchCsp(page);
    await signIn(page, role);
    await journeys[role](page);
    await expectAccessible(page);
    expect(await violations()).toEqual([]);
  });
}

/** nginx's client_max_body_size, in bytes, as deploy/nginx.conf sets it. */
function nginxBodyLimit() {
  const setting = /^\s*client_max_body_size\s+(\d+)([km]?);/im.exec(
    readFileSync('deploy/nginx.conf', 'utf8'),
  );
  expect(setting, 'deploy/nginx.conf sets client_max_body_size').not.toBeNull();
  const unit = { '': 1, k: 1024, m: 1024 * 1024 }[setting![2]!.toLowerCase() as '' | 'k' | 'm'];
  return Number(setting![1]) * unit;
}

/**
 * A multipart body shaped as the app's upload (src/lib/upload-attachment.ts):
 * the file, then its name as a field. `totalBytes` pads it with one more field to that exact size.
 */
function uploadBody(fileBytes: number, totalBytes?: number) {
  const boundary = '----yukbirja-nginx-limit';
  const head = (disposition: string, type = '') =>
    `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type}\r\n`;
  const parts = [
    Buffer.from(head('name="file"; filename="limit.pdf"', 'Content-Type: application/pdf\r\n')),
    Buffer.alloc(fileBytes, 0x25),
    Buffer.from(`\r\n${head('name="fileName"')}limit.pdf\r\n`),
  ];
  const end = Buffer.from(`--${boundary}--\r\n`);
  if (totalBytes !== undefined) {
    const padHead = Buffer.from(head('name="padding"'));
    const used = [...parts, padHead, end].reduce((sum, part) => sum + part.length, 0) + 2;
    expect(totalBytes - used, 'room for the padding field').toBeGreaterThanOrEqual(0);
    parts.push(padHead, Buffer.alloc(totalBytes - used, 0x2e), Buffer.from('\r\n'));
  }
  const data = Buffer.concat([...parts, end]);
  if (totalBytes !== undefined) expect(data.length).toBe(totalBytes);
  return { data, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
}

async function signInThroughApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: ACCOUNTS.IMPORTER.email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  return `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`;
}

test('nginx takes an upload at the app limit and refuses, itself, a body over its own', async ({
  request,
}) => {
  const limit = nginxBodyLimit();
  // The app's limit plus room for the multipart envelope, no more (deploy/nginx.conf says why).
  expect(limit).toBeGreaterThan(UPLOAD_MAX_BYTES);
  expect(limit).toBeLessThanOrEqual(UPLOAD_MAX_BYTES + 1024 * 1024);
  const authorization = await signInThroughApi(request);
  const upload = (body: ReturnType<typeof uploadBody>) =>
    request.post('/api/attachments', {
      data: body.data,
      headers: { ...body.headers, Authorization: authorization },
    });

  // The largest file the app takes, as the app sends it: stored whole by the backend behind nginx.
  const atAppLimit = await upload(uploadBody(UPLOAD_MAX_BYTES));
  expect(atAppLimit.status()).toBe(201);
  const stored = (await atAppLimit.json()) as { id: string; size: number };
  expect(stored.size).toBe(UPLOAD_MAX_BYTES);
  const download = await request.get(`/api/attachments/download/${stored.id}`, {
    headers: { Authorization: authorization },
  });
  expect(download.status()).toBe(200);
  expect((await download.body()).length).toBe(UPLOAD_MAX_BYTES);

  // A file just over the app's limit still reaches the backend, whose own message the app shows.
  const overAppLimit = await upload(uploadBody(UPLOAD_MAX_BYTES + 1));
  expect(overAppLimit.status()).toBe(413);
  expect(overAppLimit.headers()['content-type']).toContain('application/json');
  expect(((await overAppLimit.json()) as { message: string }).message).toContain('10 MB');

  // nginx's own limit, both sides: a body of exactly that size is passed on (and stored) ...
  const atNginxLimit = await upload(uploadBody(UPLOAD_MAX_BYTES, limit));
  expect(atNginxLimit.status()).toBe(201);
  // ... and one byte more is refused by nginx, with its page, before the backend sees any of it.
  const overNginxLimit = await upload(uploadBody(UPLOAD_MAX_BYTES, limit + 1));
  expect(overNginxLimit.status()).toBe(413);
  expect(overNginxLimit.headers()['content-type']).toContain('text/html');
  expect(await overNginxLimit.text()).toContain('413 Request Entity Too Large');
});

/** Asserts an HSTS header of at least a year that covers subdomains. */
function expectHsts(value: string | undefined) {
  expect(value).toMatch(/includeSubDomains/i);
  expect(Number(/max-age=(\d+)/.exec(value ?? '')?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
}

test('HSTS is sent only when the request came over https', async ({ page, request }) => {
  await page.goto('/login');
  const script = (await page.locator('script[src^="/assets/"]').first().getAttribute('src'))!;
  for (const path of ['/login', script, '/api/country/list']) {
    const plain = await request.get(path);
    expect(plain.status(), path).toBe(200);
    expect(plain.headers()['strict-transport-security'], `${path} over http`).toBeUndefined();
    const saysHttp = await request.get(path, { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(saysHttp.headers()['strict-transport-security'], `${path} forwarded from http`).toBeUndefined();
    const fromTls = await request.get(path, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(fromTls.status(), path).toBe(200);
    expectHsts(fromTls.headers()['strict-transport-security']);
  }
});

/** The status of GET `path` over HTTP/2; fails where the server does not offer it, or after 10 s. */
function http2Status(origin: string, path: string) {
  return new Promise<number>((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    const fail = (error: Error) => {
      session.destroy();
      reject(error);
    };
    session.setTimeout(10_000, () => fail(new Error(`no HTTP/2 answer from ${origin} in 10 s`)));
    session.once('error', fail);
    const request = session.request({ ':path': path });
    request.once('response', (headers) => {
      request.resume();
      session.destroy();
      resolve(Number(headers[':status']));
    });
    request.once('error', fail);
    request.end();
  });
}

// HTTP/2: a screen's tens of small files arrive together, where HTTP/1.1's six connections a host
// took them in rounds (docs/deploy.md).
test('a TLS listener of the same configuration sends HSTS and speaks HTTP/2', async ({ playwright }) => {
  // A second nginx with `listen … ssl http2` on a certificate openssl makes now (scripts/nginx-serve.mjs --tls).
  const port = NGINX_TLS_PORT;
  const server = spawn(
    'node',
    [
      'scripts/nginx-serve.mjs',
      '--tls',
      '--port',
      String(port),
      '--root',
      E2E_DIST,
      '--upstream',
      `127.0.0.1:${serversOf(test.info().parallelIndex).api}`,
    ],
    { stdio: 'inherit' },
  );
  const exited = new Promise((done) => server.once('exit', done));
  const tls = await playwright.request.newContext({
    baseURL: `https://localhost:${port}`,
    ignoreHTTPSErrors: true,
  });
  try {
    await expect
      .poll(async () => (await tls.get('/login').catch(() => null))?.status(), { timeout: 15_000 })
      .toBe(200);
    for (const path of ['/login', '/api/country/list']) {
      const answer = await tls.get(path);
      expect(answer.status(), path).toBe(200);
      expectHsts(answer.headers()['strict-transport-security']);
    }
    expect(await http2Status(`https://localhost:${port}`, '/login')).toBe(200);
  } finally {
    await tls.dispose();
    server.kill('SIGTERM');
    await exited;
  }
});

test('only assets that exist are cached for a year; a missing one is a plain 404', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const script = (await page.locator('script[src^="/assets/"]').first().getAttribute('src'))!;
  const present = await request.get(script);
  expect(present.status()).toBe(200);
  expect(present.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // Last deploy's chunk, as an old tab would ask for it.
  const missing = await request.get(script.replace(/\.js$/, '-gone.js'));
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
  expect(missing.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(await missing.text()).not.toContain('<div id="root">');
});

test('build internals, dotfiles and source maps are not served', async ({ request }) => {
  // The manifest is in the build (the bench reads it); nginx must not hand it out.
  expect(existsSync(join(E2E_DIST, '.vite', 'manifest.json'))).toBe(true);
  for (const path of [
    '/.vite/manifest.json',
    '/.vite/',
    '/%2Evite/manifest.json',
    '/.env',
    '/.git/config',
    '/index.js.map',
    '/assets/index.js.map',
  ]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    const body = await answer.text();
    expect(body, path).not.toContain('"isEntry"');
    expect(body, path).not.toContain('<div id="root">');
  }
});
