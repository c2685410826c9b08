import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { getResponse } from 'msw';
import { configureDemo } from '../src/mocks/config';
import { designedOffHandlers } from '../src/mocks/designed-off';
import { handlers as allHandlers } from '../src/mocks/handlers';

// The demo backend over real HTTP: the same MSW handlers the browser demo and Vitest use, answering
// /api as a real backend would, and (optionally) serving a built app with the SPA fallback.
// Browser tests run the production build against it. Usage:
//   tsx server/demo-api-server.ts [--port 4318] [--static dist] [--token-ttl 120] [--designed-off]
// --designed-off answers 404 for every endpoint of our own optional features (src/mocks/designed-off.ts),
// as a backend with only the spec's endpoints would.

const args = new Map<string, string>();
process.argv.slice(2).forEach((arg, i, all) => {
  if (arg.startsWith('--')) args.set(arg.slice(2), all[i + 1]?.startsWith('--') ? '' : (all[i + 1] ?? ''));
});
const handlers = args.has('designed-off') ? [...designedOffHandlers, ...allHandlers] : allHandlers;
const port = Number(args.get('port') ?? process.env.PORT ?? 4318);
const staticDir = args.get('static') ? resolve(args.get('static') as string) : null;
configureDemo({
  accessTokenTtlSeconds: Number(args.get('token-ttl') ?? process.env.DEMO_TOKEN_TTL_SECONDS ?? 120),
});

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function answerApi(req: IncomingMessage, res: ServerResponse) {
  const url = `http://${req.headers.host ?? `localhost:${port}`}${req.url ?? '/'}`;
  const headers = new Headers();
  Object.entries(req.headers).forEach(([name, value]) => {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  });
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  const request = new Request(url, { method, headers, ...(body ? { body: new Uint8Array(body) } : {}) });
  const response =
    (await getResponse(handlers, request)) ?? Response.json({ message: 'Not found' }, { status: 404 });
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

function serveStatic(req: IncomingMessage, res: ServerResponse, root: string) {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const candidate = normalize(join(root, pathname));
  const inside = candidate.startsWith(root);
  const file =
    inside && existsSync(candidate) && statSync(candidate).isFile() ? candidate : join(root, 'index.html');
  const hashed = file.includes(`${join(root, 'assets')}`);
  res.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  createReadStream(file).pipe(res);
}

const server = createServer((req, res) => {
  const isApi = (req.url ?? '').startsWith('/api/');
  if (isApi) {
    answerApi(req, res).catch((error: unknown) => {
      console.error(error);
      res.statusCode = 500;
      res.end(JSON.stringify({ message: 'Internal server error' }));
    });
  } else if (staticDir) {
    serveStatic(req, res, staticDir);
  } else {
    res.statusCode = 404;
    res.end('Not found');
  }
});

// Both loopback families: browsers resolve localhost to ::1 or 127.0.0.1.
server.listen(port, () => {
  console.log(`Demo API server on http://localhost:${port}${staticDir ? ` serving ${staticDir}` : ''}`);
});
