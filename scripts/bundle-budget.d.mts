// Types of scripts/bundle-budget.mjs, for its test (tests/unit/bundle-budget.test.ts).
export type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;
export type SizedFile = { file: string; kb: number };
export type Load = { files: SizedFile[]; kb: number };

export const AREAS: Record<string, string>;
export function chunkKey(manifest: Manifest, name: string): string | null;
export function closure(manifest: Manifest, keys: (string | null)[]): string[];
export function loginLoad(manifest: Manifest, sizeOf: (file: string) => number, language?: string): Load;
export function signedInLoads(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  language?: string,
): (Load & { area: string })[];
export function smallChunks(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  minKb?: number,
): SizedFile[];
