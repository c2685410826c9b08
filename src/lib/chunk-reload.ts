/** Where the last automatic reload is remembered: it survives the reload, not the tab. */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';
/** After one automatic reload, the next failure within this span is shown, not reloaded. */
export const CHUNK_RELOAD_GUARD_MS = 10 * 60 * 1000;

let reloadUnderway = false;

/** True once this page has started its automatic reload: what fails meanwhile is its echo. */
export const isChunkReloadUnderway = () => reloadUnderway;

function lastReloadAt(storage: Storage): number {
  try {
    return Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)) || 0;
  } catch {
    return 0;
  }
}

function rememberReload(storage: Storage, at: number): boolean {
  try {
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(at));
    return true;
  } catch {
    return false; // Without storage a reload could not be told from the next one: do not start one.
  }
}

/** A failure this soon after the connection came back is the offline spell's echo, not a deploy. */
export const RECONNECT_GRACE_MS = 10_000;

let reconnectedAt = 0;

type ReloadDeps = {
  storage?: Storage;
  reload?: () => void;
  now?: () => number;
  isOnline?: () => boolean;
};

export function handlePreloadError(event: Event, deps: ReloadDeps = {}): boolean {
  const {
    storage = window.sessionStorage,
    reload = () => window.location.reload(),
    now = Date.now,
    isOnline = () => navigator.onLine,
  } = deps;
  if (reloadUnderway) {
    event.preventDefault(); // More chunks of the same old page failing while it reloads.
    return true;
  }
  if (!isOnline()) return false; // A reload offline would show the browser's own error page.
  const at = now();
  if (at - reconnectedAt < RECONNECT_GRACE_MS || at - lastReloadAt(storage) < CHUNK_RELOAD_GUARD_MS)
    return false;
  if (!rememberReload(storage, at)) return false;
  reloadUnderway = true;
  event.preventDefault();
  reload();
  return true;
}

/** Listens for Vite's preload errors for the life of the page; returns the way to stop. */
export function reloadOnceOnPreloadError(target: Window = window, deps?: ReloadDeps): () => void {
  const listeners = [
    ['vite:preloadError', (event: Event) => void handlePreloadError(event, deps)],
    ['online', () => (reconnectedAt = (deps?.now ?? Date.now)())],
  ] as const;
  listeners.forEach(([type, listener]) => target.addEventListener(type, listener));
  return () => listeners.forEach(([type, listener]) => target.removeEventListener(type, listener));
}

/** Tests only: forget that a reload started (a real page is gone by then). */
export function resetChunkReloadForTests() {
  reloadUnderway = false;
  reconnectedAt = 0;
}
