import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { createRoutes, type Call } from './routes';
import { seed, type Store } from './seed';
import { accessDenied, errorBody, SpringError } from './spring-web';
import { createTokenStore } from './tokens';

// Written from the spec alone, in Spring Boot's conventions: a backend to try the app on that is not our demo.
// The tests' controls live outside /api, so a proxy that forwards /api alone never reaches them.

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '5300' },
    host: { type: 'string', default: '127.0.0.1' },
    'token-ttl': { type: 'string', default: '900' },
  },
});

let store: Store = seed();
const tokens = createTokenStore(Number(options['token-ttl']));
const routes = createRoutes(() => store, tokens);

const compiled = routes.map((route) => ({
  ...route,
  pattern: new RegExp(`^${route.path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`),
}));
const PUBLIC_PATHS = new Set(routes.filter((route) => route.roles === null).map((route) => route.path));

async function readJson(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SpringError(400, 'JSON parse error: the request body is not readable');
  }
}

/** Spring Security's filter: a bearer token valid now, or 403 on every protected path (known or not). */
function authenticate(req: IncomingMessage) {
  const header = req.headers.authorization ?? '';
  const claims = header.startsWith('Bearer ') ? tokens.verify(header.slice(7)) : null;
  const user = claims ? store.users.find((u) => String(u.id) === claims.sub) : undefined;
  if (!user) throw accessDenied();
  return user;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  if (body === undefined) return res.end();
  if (Buffer.isBuffer(body)) {
    res.setHeader('Content-Type', 'application/octet-stream');
    return res.end(body);
  }
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

function control(path: string, res: ServerResponse) {
  if (path === '/__control/reset') store = seed();
  else if (path === '/__control/expire-tokens') tokens.expireIssued();
  else return false;
  send(res, 204, undefined);
  return true;
}

async function answer(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
  const candidates = compiled.filter((route) => route.pattern.test(path));
  const route = candidates.find((candidate) => candidate.method === req.method);
  const user = route && PUBLIC_PATHS.has(route.path) ? null : authenticate(req);
  if (!route) {
    if (candidates.length > 0) throw new SpringError(405, `Request method '${req.method}' is not supported`);
    throw new SpringError(404, `No static resource ${path.slice(1)}.`);
  }
  if (route.roles && !route.roles.includes(user?.organizationType as never)) throw accessDenied();
  const call: Call = {
    query,
    body: await readJson(req),
    params: { ...route.pattern.exec(path)?.groups },
    user,
  };
  const result = route.handle(call);
  send(res, result.status ?? 200, result.body);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://backend');
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return send(res, 400, errorBody(400, 'Invalid URL encoding', url.pathname));
  }
  if (req.method === 'POST' && control(path, res)) return;
  answer(req, res, path, url.searchParams).catch((error: unknown) => {
    const status = error instanceof SpringError ? error.status : 500;
    const message = error instanceof Error ? error.message : String(error);
    send(res, status, errorBody(status, message, path));
  });
});

server.listen(Number(options.port), options.host, () => {
  console.log(`Spring-convention test backend on http://${options.host}:${options.port}/api`);
});
