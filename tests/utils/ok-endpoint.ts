import { http, HttpResponse, type Path } from 'msw';
import { server } from '@/mocks/node';

/**
 * A GET endpoint outside the demo backend that answers `{ ok: true }` and keeps every request it got:
 * the API client's tests read from it what the client sent (the headers, the path it built).
 */
export function okEndpoint(path: Path) {
  const requests: Request[] = [];
  server.use(
    http.get(path, ({ request }) => {
      requests.push(request);
      return HttpResponse.json({ ok: true });
    }),
  );
  return { requests, paths: () => requests.map((request) => new URL(request.url).pathname) };
}
