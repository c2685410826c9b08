import { spawn, type ChildProcess } from 'node:child_process';
import { http, passthrough } from 'msw';
import { server } from '@/mocks/node';
import { runBackendCheck } from './check-backend-run';

// The backend check against the Spring-convention test backend (server/spring), a real server in a
// child process: the spec's reads are checked, the designed ones are 404s the app hides.

const PORT = 5403;
const origin = `http://127.0.0.1:${PORT}`;
let backend: ChildProcess;

beforeAll(async () => {
  backend = spawn(process.execPath, ['--import', 'tsx', 'server/spring/server.ts', '--port', String(PORT)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    backend.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(String(PORT))) resolve();
    });
    backend.once('exit', (code) => reject(new Error(`the Spring test backend stopped (${code})`)));
  });
}, 30_000);

afterAll(() => {
  backend.kill();
});

beforeEach(() => server.use(http.all(`${origin}/*`, () => passthrough())));

it("reads the carrier's spec endpoints of the Spring backend, in its prefix and sort forms", async () => {
  const { report, text, exitCode } = await runBackendCheck({
    url: origin,
    email: 'carrier@spring.test',
    password: 'Carrier#2026',
  });
  expect(exitCode).toBe(0);
  expect(report?.role).toBe('LOGISTIC');
  expect(report!.prefix.form).toBe('single');
  expect(report!.sort).toMatchObject({ accepted: true });
  const outcome = (name: string) => report!.rows.find((row) => row.call.name === name)?.outcome;
  expect(outcome('getCurrentOrganization')).toEqual({ kind: 'accepted' });
  expect(outcome('getCarrierInquiries')).toEqual({ kind: 'accepted' });
  expect(outcome('getCarrierInquiry')).toEqual({ kind: 'accepted' });
  expect(outcome('getCountries')).toEqual({ kind: 'accepted' });
  expect(outcome('getDashboard')).toEqual({ kind: 'missing', status: 404 });
  expect(text).toMatch(/Server's OpenAPI: not published/);
}, 30_000);

// The report answers flat counts ({ totalBids, approvedBids, ... }) and the current organisation no id:
// both are the spec's to leave open, so both read.
it.each([
  ['importer@spring.test', 'Importer#2026', 'IMPORTER'],
  ['admin@spring.test', 'Admin#2026', 'ADMIN'],
])(
  'passes every spec read of the Spring backend as %s',
  async (email, password, role) => {
    const { report, exitCode } = await runBackendCheck({ url: origin, email, password });
    expect(report?.role).toBe(role);
    const outcome = (name: string) => report!.rows.find((row) => row.call.name === name)?.outcome;
    expect(outcome('getBidReport')).toEqual({ kind: 'accepted' });
    const specFailures = report!.rows.filter(
      (row) => row.call.origin === 'spec' && !['accepted', 'skipped'].includes(row.outcome.kind),
    );
    expect(specFailures.map((row) => `${row.call.name}: ${JSON.stringify(row.outcome)}`)).toEqual([]);
    expect(exitCode).toBe(0);
  },
  30_000,
);
