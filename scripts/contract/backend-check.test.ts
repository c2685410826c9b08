import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { apiUrl } from '@/mocks/http';
import { runBackendCheck } from './check-backend-run';

// The backend check against the demo backend in-process (msw/node): what it reads, what it reports,
// and that it never writes.

const demo = { url: location.origin, email: 'carrier@demo.az', password: 'Demo1234!' };

function recordMethods() {
  const sent: string[] = [];
  const record = ({ request }: { request: Request }) =>
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
  server.events.on('request:start', record);
  return { sent, stop: () => server.events.removeListener('request:start', record) };
}

describe('npm run check-backend', () => {
  // The demo publishes no OpenAPI of its own.
  beforeEach(() =>
    server.use(http.get(`${location.origin}/v3/api-docs`, () => new HttpResponse(null, { status: 404 }))),
  );

  it("accepts every answer of the demo backend, spec reads first, and sends nothing but the sign-in's POST and GETs", async () => {
    const requests = recordMethods();
    const { report, exitCode, text } = await runBackendCheck(demo);
    requests.stop();
    expect(exitCode).toBe(0);
    expect(report?.role).toBe('LOGISTIC');
    const origins = report!.rows.map((row) => row.call.origin);
    expect(origins.indexOf('designed')).toBeGreaterThan(origins.lastIndexOf('spec'));
    expect(
      report!.rows
        .filter((row) => row.outcome.kind !== 'skipped')
        .every((row) => row.outcome.kind === 'accepted'),
    ).toBe(true);
    expect(text).toMatch(/\/api\/bids\/inquiries\?page=0&size=10\s+accepted/);
    expect(requests.sent.filter((line) => !line.startsWith('GET '))).toEqual(['POST /api/auth/login']);
  });

  it('names the first mismatching field of a spec answer, row by row, and fails', async () => {
    server.use(
      http.get(apiUrl('/api/bids/inquiries'), () =>
        HttpResponse.json({ content: [{ id: 7, status: 'open' }, { inquiryCode: 'X' }] }),
      ),
    );
    const { report, exitCode, text } = await runBackendCheck(demo);
    expect(exitCode).toBe(1);
    expect(report!.rows.find((row) => row.call.name === 'getCarrierInquiries')?.outcome).toMatchObject({
      kind: 'mismatch',
      field: 'row 1: id',
    });
    expect(text).toMatch(/\d spec read\(s\) FAIL/);
  });

  it('reports a missing designed endpoint as a feature the app hides, without failing', async () => {
    server.use(
      http.get(apiUrl('/billing/summary'), () =>
        HttpResponse.json({ message: 'No static resource' }, { status: 404 }),
      ),
    );
    const { report, exitCode, text } = await runBackendCheck(demo);
    expect(exitCode).toBe(0);
    expect(report!.rows.find((row) => row.call.name === 'getBillingSummary')?.outcome).toEqual({
      kind: 'missing',
      status: 404,
    });
    expect(text).toMatch(/\/api\/billing\/summary\s+404: not on this server \(the app hides that feature\)/);
  });

  it('fails when a spec endpoint is missing, and an HTML page is no answer', async () => {
    server.use(
      http.get(
        apiUrl('/organization'),
        () => new HttpResponse('<!doctype html><p>hi</p>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const { report, exitCode } = await runBackendCheck(demo);
    expect(exitCode).toBe(1);
    expect(report!.rows.find((row) => row.call.name === 'getCurrentOrganization')?.outcome).toMatchObject({
      kind: 'mismatch',
      problem: 'an HTML page, not JSON',
    });
  });

  it('finds the doubled /api form and reads the spec table there', async () => {
    const list = { content: [], number: 0, size: 10, totalElements: 0, totalPages: 0 };
    server.use(
      http.get(`${location.origin}/api/bids/:rest*`, () =>
        HttpResponse.json({ message: 'No static resource' }, { status: 404 }),
      ),
      http.get(`${location.origin}/api/api/bids/inquiries`, () => HttpResponse.json(list)),
    );
    const { report } = await runBackendCheck(demo);
    expect(report!.prefix.form).toBe('double');
    expect(report!.rows.find((row) => row.call.name === 'getCarrierInquiries')).toMatchObject({
      url: '/api/api/bids/inquiries?page=0&size=10',
      outcome: { kind: 'accepted' },
    });
  });

  it("says when the server refuses Spring's sort form", async () => {
    server.use(
      http.get(apiUrl('/api/bids/inquiries'), ({ request }) =>
        new URL(request.url).searchParams.get('sort') === 'createdAt,desc'
          ? HttpResponse.json({ message: "No property 'createdAt' found" }, { status: 500 })
          : undefined,
      ),
    );
    const { report, text } = await runBackendCheck(demo);
    expect(report!.sort).toMatchObject({ accepted: false, status: 500 });
    expect(text).toMatch(/Sort form: sort=createdAt,desc refused \(HTTP 500\)/);
  });

  it("lists the paths and fields in which the server's own OpenAPI differs from the contract", async () => {
    const springdoc = {
      openapi: '3.0.1',
      servers: [{ url: `${location.origin}` }],
      paths: {
        '/api/bids/inquiries': {
          get: {
            responses: {
              '200': { content: { '*/*': { schema: { $ref: '#/components/schemas/PageInquiry' } } } },
            },
          },
        },
        '/api/orders': { get: { responses: { '200': {} } } },
      },
      components: {
        schemas: {
          PageInquiry: {
            type: 'object',
            properties: { content: { type: 'array', items: { $ref: '#/components/schemas/Inquiry' } } },
          },
          Inquiry: { type: 'object', properties: { inquiryCode: { type: 'string' } } },
        },
      },
    };
    server.use(http.get(`${location.origin}/v3/api-docs`, () => HttpResponse.json(springdoc)));
    const { text } = await runBackendCheck(demo);
    expect(text).toMatch(/GET \/api\/bids\/inquiries: answer lacks required field 'id'/);
    expect(text).toMatch(/not published: GET \/api\/organization \(spec\)/);
    expect(text).toMatch(/published but not called by the client: GET \/api\/orders/);
  });

  it('stops at a refused sign-in with exit code 2', async () => {
    const { exitCode, text } = await runBackendCheck({ ...demo, password: 'wrong-password' });
    expect(exitCode).toBe(2);
    expect(text).toMatch(/^Sign-in refused: POST \/api\/auth\/login answered HTTP 401/);
  });
});
