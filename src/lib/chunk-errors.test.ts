import { chunkUrlOf, classifyChunkFailure, isChunkLoadError } from './chunk-errors';

const CHUNK = 'https://yukbirja.az/assets/statistics-B1x2c3.js';

// What each browser actually says when a dynamic import() fails.
const BROWSER_MESSAGES = {
  chromium: `Failed to fetch dynamically imported module: ${CHUNK}`,
  firefox: `error loading dynamically imported module: ${CHUNK}`,
  safari: 'Importing a module script failed.',
};

describe('isChunkLoadError', () => {
  it.each(Object.entries(BROWSER_MESSAGES))('knows %s’s wording', (_, message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('knows Vite’s failed CSS preload', () => {
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/statistics-B1x2c3.css'))).toBe(true);
  });

  it.each([
    new TypeError("Cannot read properties of undefined (reading 'map')"),
    new Error('Failed to fetch'), // a failed API call, not a module
    new Response('Not found', { status: 404 }),
    null,
    undefined,
  ])('leaves other errors alone: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });

  it('reads the chunk address where the browser gives it', () => {
    expect(chunkUrlOf(new TypeError(BROWSER_MESSAGES.chromium))).toBe(CHUNK);
    expect(chunkUrlOf(new TypeError(BROWSER_MESSAGES.firefox))).toBe(CHUNK);
    expect(chunkUrlOf(new TypeError(BROWSER_MESSAGES.safari))).toBeNull();
  });
});

describe('classifyChunkFailure', () => {
  const error = new TypeError(BROWSER_MESSAGES.chromium);

  it('is offline when the browser says so, without asking the network', async () => {
    const probe = vi.fn(() => Promise.resolve());
    await expect(classifyChunkFailure(error, { isOnline: false, probe })).resolves.toBe('offline');
    expect(probe).not.toHaveBeenCalled();
  });

  it('is a new version when the server answers for the missing chunk (a 404 after a deploy)', async () => {
    const probe = vi.fn(() => Promise.resolve(new Response('', { status: 404 })));
    await expect(classifyChunkFailure(error, { isOnline: true, probe })).resolves.toBe('new-version');
    expect(probe).toHaveBeenCalledWith(CHUNK);
  });

  it('is offline when the chunk is served after all (the connection was just back), not a new version', async () => {
    const script = (type: string) => () =>
      Promise.resolve(new Response('export {}', { status: 200, headers: { 'content-type': type } }));
    const probe = script('text/javascript');
    await expect(classifyChunkFailure(error, { isOnline: true, probe })).resolves.toBe('offline');
    // A host that answers every path with the app's page has no such chunk: a deploy.
    const page = script('text/html');
    await expect(classifyChunkFailure(error, { isOnline: true, probe: page })).resolves.toBe('new-version');
  });

  it('is offline when nothing answers (a network error while the browser thinks it is online)', async () => {
    const probe = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(classifyChunkFailure(error, { isOnline: true, probe })).resolves.toBe('offline');
  });

  it('is a new version when online and the browser names no address (Safari)', async () => {
    const probe = vi.fn(() => Promise.reject(new Error('never asked')));
    await expect(
      classifyChunkFailure(new TypeError(BROWSER_MESSAGES.safari), { isOnline: true, probe }),
    ).resolves.toBe('new-version');
    expect(probe).not.toHaveBeenCalled();
  });
});
