// Serves the production build through deploy/nginx.conf, as production does, for the browser tests:
//   node scripts/nginx-serve.mjs --port 4320 --root dist --upstream 127.0.0.1:4318 [--tls]
// The configuration is rendered into a temporary prefix; nginx runs in the foreground until killed.
// --tls listens with TLS and HTTP/2, on a self-signed certificate for localhost made by openssl at start,
// as a deployment that ends TLS in nginx itself would (the `listen … ssl http2` line docs/deploy.md names).
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const tls = process.argv.includes('--tls');
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const prefix = mkdtempSync(join(tmpdir(), 'yukbirja-nginx-'));
// Started as root, nginx's workers run as nobody: they must reach the prefix to buffer request bodies
// (anything over 16 kB, such as an upload) in tmp/client. mkdtemp makes it 0700.
chmodSync(prefix, 0o755);
mkdirSync(join(prefix, 'tmp'));

/** The `listen` directive's arguments: the port, or the port with TLS and a fresh certificate. */
function listen() {
  if (!tls) return settings.LISTEN_PORT;
  const [cert, key] = [join(prefix, 'cert.pem'), join(prefix, 'key.pem')];
  const request = `req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=localhost`;
  const names = ['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'];
  execFileSync('openssl', [...request.split(' '), '-keyout', key, '-out', cert, ...names], {
    stdio: 'ignore',
  });
  return `${settings.LISTEN_PORT} ssl http2;\n    ssl_certificate ${cert};\n    ssl_certificate_key ${key}`;
}

const render = (file) =>
  readFileSync(file, 'utf8')
    .replace('listen ${LISTEN_PORT};', `listen ${listen()};`)
    .replace(/\$\{(LISTEN_PORT|APP_ROOT|API_UPSTREAM)\}/g, (_, key) => settings[key]);
writeFileSync(join(prefix, 'nginx.conf'), render('deploy/nginx.conf'));
writeFileSync(join(prefix, 'security-headers.conf'), readFileSync('deploy/security-headers.conf', 'utf8'));

const child = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: 'inherit',
});
child.on('exit', (code) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 1);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'));
