// Chromium ('Failed to fetch …') and Firefox ('error loading …'), Safari, Vite's preload helper.
const CHUNK_ERROR = /dynamically imported module|importing a module script failed|unable to preload css/i;

export function isChunkLoadError(error: unknown): boolean {
  return CHUNK_ERROR.test(error instanceof Error ? error.message : String(error));
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
      answer instanceof Response && answer.ok && /script/.test(`${answer.headers.get('content-type')}`);
    return served ? 'offline' : 'new-version';
  } catch {
    return 'offline';
  }
}
