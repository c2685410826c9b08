import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';

// `npm run demo-server` as a probe meets it: requests written byte for byte on a socket (no client
// tidies the target first, and MSW's interception in the test setup never sees them), against the
// server started as a child on a free port, with a static root that has a sibling named like it.

let server: ChildProcess;
let port = 0;
let dir = '';
let output = '';

type Answer = { status: number; body: string };

/** One raw HTTP/1.0 request (so no chunked body) to the server; the status and body of its answer. */
function rawGet(target: string, host = '127.0.0.1'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port }, () => {
      socket.write(`GET ${target} HTTP/1.0\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'demo-server-'));
  mkdirSync(join(dir, 'dist'));
  mkdirSync(join(dir, 'dist-evil'));
  writeFileSync(join(dir, 'dist', 'index.html'), 'the app');
  writeFileSync(join(dir, 'dist', 'robots.txt'), 'robots');
  writeFileSync(join(dir, 'dist-evil', 'secret.txt'), 'a secret');
  server = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/demo-api-server.ts', '--port', '0', '--static', join(dir, 'dist')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  port = await new Promise<number>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const bound = /Demo API server on http:\/\/([^\s]+):(\d+)/.exec(output);
      if (bound) resolve(Number(bound[2]));
    });
    server.on('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
});

afterAll(() => {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
});

it('listens on the loopback only by default', () => {
  expect(output).toContain(`Demo API server on http://127.0.0.1:${port}`);
});

// An address of this machine that is not the loopback (none on a machine without a network).
const outward = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === 'IPv4')?.address;

it.skipIf(!outward)('refuses a connection on any other interface of the machine', async () => {
  await expect(rawGet('/robots.txt', outward)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
});

it('is reached at http://localhost, as the browser tests and scripts call it', async () => {
  const answer = await fetch(`http://localhost:${port}/robots.txt`);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe('robots');
});

it('answers 400 to a malformed percent-encoding in a page path, and stays up', async () => {
  expect((await rawGet('/%E0%A4%A')).status).toBe(400);
  expect((await rawGet('/robots.txt')).body).toBe('robots');
});

it('answers 400, not 500, to a malformed percent-encoding in an API path', async () => {
  const answer = await rawGet('/api/cities/%E0%A4%A');
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body) as unknown).toEqual({ message: 'Bad request: malformed URL' });
  expect((await rawGet('/api/cities')).status).toBe(200);
});

it.each([
  ['/..%2fdist-evil%2fsecret.txt'],
  ['/%2e%2e%2fdist-evil%2fsecret.txt'],
  ['/static/..%2f..%2fdist-evil%2fsecret.txt'],
])('never serves a file of the sibling folder dist-evil (%s): the app instead', async (target) => {
  const answer = await rawGet(target);
  expect(answer.body).toBe('the app');
});

it('serves a file inside the root, and the app for a path that is no file', async () => {
  expect((await rawGet('/robots.txt')).body).toBe('robots');
  expect((await rawGet('/inquiries/12')).body).toBe('the app');
});
