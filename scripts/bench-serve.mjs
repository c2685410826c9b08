// Serves one build for the bench as production serves it: its own demo backend
// (server/demo-api-server.ts) behind deploy/nginx.conf (scripts/nginx-serve.mjs) when nginx is
// installed, else the demo server alone (no compression). Each build gets its own backend, so the
// builds measured side by side never share a database or a session.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:https';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const servedBy = existsSync(NGINX)
  ? 'nginx (deploy/nginx.conf)'
  : 'the demo API server (no nginx installed: no compression)';

/** Whether GET `url` answers 200; https accepts the self-signed certificate nginx-serve makes. */
function answers(url) {
  if (!url.startsWith('https:'))
    return fetch(url).then(
      (r) => r.ok,
      () => false,
    );
  return new Promise((done) => {
    const req = request(url, { rejectUnauthorized: false }, (res) => done(res.statusCode === 200));
    req.on('error', () => done(false));
    req.end();
  });
}

async function waitForUrl(url) {
  for (let i = 0; i < 200; i++) {
    if (await answers(url)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Starts the servers of the build in `dir`; `url` is where the browser goes, `stop` ends them. With
 * `tls`, a second nginx listens with TLS and HTTP/2 on `port + 2` (`tlsUrl`; nginx is required).
 */
export async function serveBuild({ root, dir, port, tls = false }) {
  const children = [];
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  try {
    const api = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/demo-api-server.ts', '--port', String(port), '--static', dir],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(api);
    await new Promise((resolve, reject) => {
      api.stdout.on('data', (chunk) => String(chunk).includes('Demo API server') && resolve());
      api.on('exit', (code) => reject(new Error(`demo server on ${port} exited with ${code}`)));
    });
    if (!existsSync(NGINX)) {
      if (tls) throw new Error('bench: serving with TLS needs nginx');
      return { url: `http://localhost:${port}`, stop };
    }
    const nginx = (listen, extra = []) => {
      const args = ['scripts/nginx-serve.mjs', '--port', String(listen), '--root', dir, ...extra];
      children.push(
        spawn(process.execPath, [...args, '--upstream', `127.0.0.1:${port}`], {
          cwd: root,
          stdio: 'inherit',
        }),
      );
    };
    nginx(port + 1);
    const url = `http://localhost:${port + 1}`;
    await waitForUrl(`${url}/`);
    if (!tls) return { url, stop };
    nginx(port + 2, ['--tls']);
    const tlsUrl = `https://localhost:${port + 2}`;
    await waitForUrl(`${tlsUrl}/`);
    return { url, tlsUrl, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
