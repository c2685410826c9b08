import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, isAbsolute, join, normalize, relative, resolve, sep } from 'node:path';
import { getResponse } from 'msw';
import { configureDemo } from '../src/mocks/config';
import { designedOffHandlers } from '../src/mocks/designed-off';
import { handlers as allHandlers } from '../src/mocks/handlers';

// The demo's MSW handlers over real HTTP, so browser tests can run the production build against them.
// Loopback only unless --host says otherwise: its sign-ins are demo accounts with known passwords.

const args = new Map<string, string>();
process.argv.slice(2).forEach((arg, i, all) => {
  if (arg.startsWith('--')) args.set(arg.slice(2), all[i + 1]?.startsWith('--') ? '' : (all[i + 1] ?? ''));
});
const handlers = args.has('designed-off') ? [...designedOffHandlers, ...allHandlers] : allHandlers;
const port = Number(args.get('port') ?? process.env.PORT ?? 4318);
const host = args.get('host') || '127.0.0.1';
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

/** The request's path, percent-decoded; null when unreadable, which is the client's mistake (a 400). */
function decodedPath(req: IncomingMessage): string | null {
  try {
    return decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    return null;
  }
}

/** Whether a file path lies in the root folder itself, not in a sibling whose name merely begins alike. */
function isInside(root: string, candidate: string) {
  const path = relative(root, candidate);
  return path !== '' && path !== '..' && !path.startsWith(`..${sep}`) && !isAbsolute(path);
}

function badRequest(res: ServerResponse, json: boolean) {
  res.statusCode = 400;
  if (json) res.setHeader('Content-Type', 'application/json');
  res.end(json ? JSON.stringify({ message: 'Bad request: malformed URL' }) : 'Bad request');
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

function serveStatic(pathname: string, res: ServerResponse, root: string) {
  const candidate = normalize(join(root, pathname));
  const file =
    isInside(root, candidate) && existsSync(candidate) && statSync(candidate).isFile()
      ? candidate
      : join(root, 'index.html');
  const hashed = file.includes(`${join(root, 'assets')}`);
  res.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  createReadStream(file).pipe(res);
}

const server = createServer((req, res) => {
  const isApi = (req.url ?? '').startsWith('/api/');
  const pathname = decodedPath(req);
  if (pathname === null) {
    badRequest(res, isApi);
  } else if (isApi) {
    answerApi(req, res).catch((error: unknown) => {
      console.error(error);
      res.statusCode = 500;
      res.end(JSON.stringify({ message: 'Internal server error' }));
    });
  } else if (staticDir) {
    serveStatic(pathname, res, staticDir);
  } else {
    res.statusCode = 404;
    res.end('Not found');
  }
});

// Tests read the bound port from this line (with --port 0, the one the system chose).
server.listen(port, host, () => {
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const shown = host.includes(':') ? `[${host}]` : host;
  console.log(`Demo API server on http://${shown}:${bound}${staticDir ? ` serving ${staticDir}` : ''}`);
});
