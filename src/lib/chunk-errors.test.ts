import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  RECONNECT_GRACE_MS,
  chunkUrlOf,
  classifyChunkFailure,
  isChunkReloadUnderway,
  isChunkLoadError,
  reloadOnceOnPreloadError,
  resetChunkReloadForTests,
} from './chunk-errors';

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

describe('reload on vite:preloadError', () => {
  const T0 = Date.parse('2025-03-10T10:00:00Z');
  let now = T0;
  let online = true;
  const reload = vi.fn();
  let stop: () => void = () => undefined;

  const firePreloadError = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    return event;
  };
  /** The page after a reload: a fresh module state, the same tab's sessionStorage. */
  const reloadedPage = () => resetChunkReloadForTests();

  beforeEach(() => {
    now = T0;
    online = true;
    reload.mockClear();
    resetChunkReloadForTests();
    stop = reloadOnceOnPreloadError(window, {
      reload,
      now: () => now,
      isOnline: () => online,
    });
  });
  afterEach(() => {
    stop();
    resetChunkReloadForTests();
  });

  it('reloads once, cancels the error and remembers when', () => {
    const event = firePreloadError();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(T0));
    expect(isChunkReloadUnderway()).toBe(true);
  });

  it('never reloads twice: after the reload, the same failure is left to the screen', () => {
    firePreloadError();
    reloadedPage();
    now = T0 + 2_000;
    const again = firePreloadError();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);
    now = T0 + CHUNK_RELOAD_GUARD_MS - 1;
    expect(firePreloadError().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('cancels the echoes of the same page while its reload is underway, without reloading again', () => {
    firePreloadError();
    const echo = firePreloadError();
    expect(echo.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('may reload once more after the guard span (a later deploy)', () => {
    firePreloadError();
    reloadedPage();
    now = T0 + CHUNK_RELOAD_GUARD_MS;
    firePreloadError();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload offline: the browser would show its own error page', () => {
    online = false;
    const event = firePreloadError();
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBeNull();
  });

  it('does not reload in the moments after the connection came back: the offline spell’s echo', () => {
    window.dispatchEvent(new Event('online'));
    now = T0 + RECONNECT_GRACE_MS - 1;
    expect(firePreloadError().defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();

    now = T0 + RECONNECT_GRACE_MS;
    expect(firePreloadError().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when it cannot remember doing so (storage refused)', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    const event = firePreloadError();
    setItem.mockRestore();
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('uses the page’s own location.reload and sessionStorage by default, once', () => {
    stop();
    const pageReload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload: pageReload });
    const stopDefault = reloadOnceOnPreloadError();
    try {
      expect(firePreloadError().defaultPrevented).toBe(true);
      reloadedPage();
      expect(firePreloadError().defaultPrevented).toBe(false);
      expect(pageReload).toHaveBeenCalledTimes(1);
      expect(Number(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY))).toBeGreaterThan(0);
    } finally {
      stopDefault();
      vi.unstubAllGlobals();
    }
  });

  it('stops listening when asked', () => {
    stop();
    firePreloadError();
    expect(reload).not.toHaveBeenCalled();
  });
});
