const CHUNK_ERROR_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_MESSAGES.some((known) => message.toLowerCase().includes(known.toLowerCase()));
}

/** The chunk's address where the browser names it (Chromium, Firefox; Safari does not). */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /https?:\/\/\S+/.exec(message)?.[0] ?? null;
}

export type ChunkFailureKind = 'offline' | 'new-version';

type Probe = (url: string) => Promise<unknown>;

const headRequest: Probe = (url) => fetch(url, { method: 'HEAD', cache: 'no-store' });

export async function classifyChunkFailure(
  error: unknown,
  { isOnline = navigator.onLine, probe = headRequest }: { isOnline?: boolean; probe?: Probe } = {},
): Promise<ChunkFailureKind> {
  if (!isOnline) return 'offline';
  const url = chunkUrlOf(error);
  if (!url) return 'new-version';
  try {
    await probe(url);
    return 'new-version';
  } catch {
    return 'offline';
  }
}

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

let reconnectedAt = Number.NEGATIVE_INFINITY;

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
  if (at - reconnectedAt < RECONNECT_GRACE_MS) return false;
  if (at - lastReloadAt(storage) < CHUNK_RELOAD_GUARD_MS) return false;
  if (!rememberReload(storage, at)) return false;
  reloadUnderway = true;
  event.preventDefault();
  reload();
  return true;
}

/** Listens for Vite's preload errors for the life of the page; returns the way to stop. */
export function reloadOnceOnPreloadError(target: Window = window, deps?: ReloadDeps): () => void {
  const listener = (event: Event) => void handlePreloadError(event, deps);
  const reconnected = () => {
    reconnectedAt = (deps?.now ?? Date.now)();
  };
  target.addEventListener('vite:preloadError', listener);
  target.addEventListener('online', reconnected);
  return () => {
    target.removeEventListener('vite:preloadError', listener);
    target.removeEventListener('online', reconnected);
  };
}

/** Tests only: forget that a reload started (a real page is gone by then). */
export function resetChunkReloadForTests() {
  reloadUnderway = false;
  reconnectedAt = Number.NEGATIVE_INFINITY;
}
