import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, preview, type InlineConfig } from 'vite';
import { server as demoBackendInNode } from '@/mocks/node';

// VITE_API_PROXY for real: the project's vite.config.ts starts a dev server and a preview server
// that forward /api to a small Node server standing in for 'their host', which records what it
// gets. (Vitest's default jsdom environment is kept: the shared setup file needs a window. The
// demo backend's request interception is stopped here so requests really go over the network.)

type Received = { method?: string; url?: string; headers: IncomingHttpHeaders; body: string };

const projectRoot = process.cwd();
const backendCookie = 'sessionHint=abc123; Domain=api.their-host.example; Path=/; HttpOnly; SameSite=Lax';

function startTheirHost() {
  const received: Received[] = [];
  const server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url === '/api/auth/refresh-token') {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'refresh token revoked' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': backendCookie });
      res.end(JSON.stringify({ id: 41, organizaName: 'Their Host LLC' }));
    });
  });
  // No host: listens on both IPv4 and IPv6, so 'localhost' reaches it whichever it resolves to.
  return new Promise<{ origin: string; received: Received[]; server: Server }>((resolve) => {
    server.listen(0, () => {
      const { port } = server.address() as AddressInfo;
      resolve({ origin: `http://localhost:${port}`, received, server });
    });
  });
}

/** The project's own config; only the port, logs, file watching and the cache stay out of the way. */
function projectConfig(mode: string): InlineConfig {
  return {
    configFile: join(projectRoot, 'vite.config.ts'),
    root: projectRoot,
    mode,
    logLevel: 'silent',
    clearScreen: false,
    cacheDir: join(scratch, 'vite-cache'),
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { host: '127.0.0.1', port: 0, strictPort: false, watch: null },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
    build: { outDir: join(scratch, 'dist') },
  };
}

/** The import.meta.env object the dev server hands the browser with a module. */
function injectedEnv(moduleCode: string): Record<string, unknown> {
  const match = /import\.meta\.env = (\{.*?\});/.exec(moduleCode);
  if (!match?.[1]) throw new Error(`no import.meta.env in:\n${moduleCode.slice(0, 400)}`);
  return JSON.parse(match[1]) as Record<string, unknown>;
}

let scratch: string;
let theirHost: Awaited<ReturnType<typeof startTheirHost>>;
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  demoBackendInNode.close();
  scratch = mkdtempSync(join(tmpdir(), 'api-proxy-test-'));
  // What `npm run preview` would serve; preview needs only a built index.html to start.
  mkdirSync(join(scratch, 'dist'));
  writeFileSync(join(scratch, 'dist', 'index.html'), '<!doctype html><title>built app</title>');
  theirHost = await startTheirHost();
  closers.push(() => new Promise((resolve) => theirHost.server.close(resolve)));
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  rmSync(scratch, { recursive: true, force: true });
});

beforeEach(() => {
  theirHost.received.length = 0;
});

/** Starts a server of the given kind with VITE_API_PROXY pointing at their host; returns its origin. */
async function startWithProxy(kind: 'dev' | 'preview') {
  process.env.VITE_API_PROXY = theirHost.origin;
  try {
    if (kind === 'dev') {
      const dev = await createServer(projectConfig('development'));
      await dev.listen();
      closers.push(() => dev.close());
      return { origin: dev.resolvedUrls!.local[0]!.replace(/\/$/, '') };
    }
    const server = await preview(projectConfig('production'));
    closers.push(() => server.close());
    return { origin: server.resolvedUrls!.local[0]!.replace(/\/$/, '') };
  } finally {
    delete process.env.VITE_API_PROXY;
  }
}

describe.each(['dev', 'preview'] as const)('VITE_API_PROXY on the %s server', (kind) => {
  let origin: string;

  beforeAll(async () => {
    ({ origin } = await startWithProxy(kind));
  });

  it('forwards /api with the caller’s headers and cookie, and hands back the answer and its cookie', async () => {
    const response = await fetch(`${origin}/api/organization?include=members`, {
      headers: {
        Authorization: 'Bearer access-token-1',
        'Accept-Language': 'ru',
        Cookie: 'accessToken=access-token-1; refreshToken=refresh-1',
      },
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 41, organizaName: 'Their Host LLC' });
    // The backend's cookie comes back without its Domain, so the browser keeps it for localhost.
    expect(response.headers.getSetCookie()).toEqual(['sessionHint=abc123; Path=/; HttpOnly; SameSite=Lax']);

    expect(theirHost.received).toHaveLength(1);
    const [request] = theirHost.received;
    expect(request).toMatchObject({ method: 'GET', url: '/api/organization?include=members' });
    expect(request!.headers).toMatchObject({
      authorization: 'Bearer access-token-1',
      'accept-language': 'ru',
      cookie: 'accessToken=access-token-1; refreshToken=refresh-1',
      // changeOrigin: the backend sees its own host, not the dev server's.
      host: new URL(theirHost.origin).host,
    });
  });

  it('forwards a POST body and the backend’s error status, with the browser’s Origin made the backend’s', async () => {
    const response = await fetch(`${origin}/api/auth/refresh-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ refreshToken: 'refresh-1' }),
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'refresh token revoked' });
    const [request] = theirHost.received;
    expect(request).toMatchObject({ method: 'POST', url: '/api/auth/refresh-token' });
    expect(JSON.parse(request!.body)).toEqual({ refreshToken: 'refresh-1' });
    expect(request!.headers.origin).toBe(theirHost.origin);
  });

  it('leaves everything outside /api to the app', async () => {
    const response = await fetch(`${origin}/organization`);

    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<!doctype html>/i);
    expect(theirHost.received).toHaveLength(0);
  });
});

describe('the in-browser demo backend under VITE_API_PROXY', () => {
  it('is off in the dev server even though .env.development turns it on', async () => {
    process.env.VITE_API_PROXY = theirHost.origin;
    const withProxy = await createServer(projectConfig('development')).finally(() => {
      delete process.env.VITE_API_PROXY;
    });
    closers.push(() => withProxy.close());
    const withoutProxy = await createServer(projectConfig('development'));
    closers.push(() => withoutProxy.close());

    for (const module of ['/src/main.tsx', '/src/config/env.ts']) {
      const served = await withProxy.transformRequest(module);
      expect(injectedEnv(served!.code)).toMatchObject({ VITE_DEMO_BACKEND: 'false' });
      // The same module without the proxy: .env.development's demo backend is on.
      const demo = await withoutProxy.transformRequest(module);
      expect(injectedEnv(demo!.code)).toMatchObject({ VITE_DEMO_BACKEND: 'true' });
    }
  });
});
