// Serves one build for the bench as production serves it: its own demo backend
// (server/demo-api-server.ts) behind deploy/nginx.conf (scripts/nginx-serve.mjs) when nginx is
// installed, else the demo server alone (no compression). Each build gets its own backend, so the
// builds measured side by side never share a database or a session.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const servedBy = existsSync(NGINX)
  ? 'nginx (deploy/nginx.conf)'
  : 'the demo API server (no nginx installed: no compression)';

async function waitForUrl(url) {
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Starts the servers of the build in `dir`; `url` is where the browser goes, `stop` ends them. */
export async function serveBuild({ root, dir, port }) {
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
    if (!existsSync(NGINX)) return { url: `http://localhost:${port}`, stop };
    const nginxPort = port + 1;
    const args = ['scripts/nginx-serve.mjs', '--port', String(nginxPort), '--root', dir];
    children.push(
      spawn(process.execPath, [...args, '--upstream', `127.0.0.1:${port}`], { cwd: root, stdio: 'inherit' }),
    );
    const url = `http://localhost:${nginxPort}`;
    await waitForUrl(`${url}/`);
    return { url, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
