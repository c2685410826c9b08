// Types of scripts/bundle-budget.mjs, for its test (tests/unit/bundle-budget.test.ts).
export type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;
export type SizedFile = { file: string; kb: number };
export type Route = { path: string; sources: string[]; words: string[] };

export const LIMIT_KB: { login: number; signedIn: number };
export function limitOf(path: string): number;
export function verdictOf(path: string, kb: number): 'within' | 'over';
export function closure(manifest: Manifest, keys: string[]): string[];
export function placeSource(
  manifest: Manifest,
  modules: Record<string, string>,
  source: string,
): string | null;
export function routeLoad(options: {
  manifest: Manifest;
  modules: Record<string, string>;
  route: Route;
  sizeOf: (file: string) => number;
  coreNamespaces: readonly string[];
  language?: string;
}): { files: SizedFile[]; kb: number; missing: string[] };
