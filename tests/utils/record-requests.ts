import { server } from '@/mocks/node';

/** Every request the app sends to the demo backend from now on: method, path and parsed body. */
export function recordRequests() {
  const requests: Array<{ method: string; path: string; search: string; headers: Headers; body: unknown }> =
    [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const entry = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: request.headers,
      body: undefined as unknown,
    };
    requests.push(entry);
    if (request.method !== 'GET') {
      void request
        .clone()
        .text()
        .then((text) => {
          try {
            entry.body = text ? JSON.parse(text) : undefined;
          } catch {
            entry.body = text;
          }
        });
    }
  };
  server.events.on('request:start', listener);
  return Object.assign(requests, { stop: () => server.events.removeListener('request:start', listener) });
}

/** The query parameters of every GET to `path` recorded so far, in the order they were sent. */
export const getParams = (requests: ReturnType<typeof recordRequests>, path: string) =>
  requests
    .filter((r) => r.method === 'GET' && r.path === path)
    .map((r) => Object.fromEntries(new URLSearchParams(r.search)));

/** The query parameters of the GETs to `path` an export sent: the pages of 100 rows it walks. */
export const exportPageParams = (requests: ReturnType<typeof recordRequests>, path: string) =>
  getParams(requests, path).filter((query) => query.size === '100');
