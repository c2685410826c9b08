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
    const answer = await probe(url);
    // The chunk is there after all: the network failed it (a connection just back), not a deploy.
    const served =
      answer instanceof Response && answer.ok && /javascript/.test(answer.headers.get('content-type') ?? '');
    return served ? 'offline' : 'new-version';
  } catch {
    return 'offline';
  }
}
