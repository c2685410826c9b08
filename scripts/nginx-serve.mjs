// Serves the production build through deploy/nginx.conf, as production does, for the browser tests:
//   node scripts/nginx-serve.mjs --port 4320 --root dist --upstream 127.0.0.1:4318
// The configuration is rendered into a temporary prefix; nginx runs in the foreground until killed.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const settings = {
  LISTEN_PORT: arg('port', '4320'),
  APP_ROOT: resolve(arg('root', 'dist')),
  API_UPSTREAM: arg('upstream', '127.0.0.1:4318'),
};
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const prefix = mkdtempSync(join(tmpdir(), 'yukbirja-nginx-'));
mkdirSync(join(prefix, 'tmp'));
const render = (file) =>
  readFileSync(file, 'utf8').replace(/\$\{(LISTEN_PORT|APP_ROOT|API_UPSTREAM)\}/g, (_, key) => settings[key]);
writeFileSync(join(prefix, 'nginx.conf'), render('deploy/nginx.conf'));
writeFileSync(join(prefix, 'security-headers.conf'), readFileSync('deploy/security-headers.conf', 'utf8'));

const child = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'));
