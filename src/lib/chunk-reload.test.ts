import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  RECONNECT_GRACE_MS,
  isChunkReloadUnderway,
  reloadOnceOnPreloadError,
  resetChunkReloadForTests,
} from './chunk-reload';

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
