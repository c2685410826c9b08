/**
 * The translation namespaces loaded with the app: the ones the UI kit and the shell read with a
 * prefix ('ui:…'). A feature's own namespace loads when its screen first asks for it. The build
 * puts a language's core namespaces in one file (vite.config.ts), and the bench counts them.
 */
export const CORE_NAMESPACES = ['common', 'nav', 'errors', 'validation', 'ui', 'status', 'auth'] as const;

/** `locales/<lang>/<namespace>.json` of a core namespace: its language, or null for any other file. */
export function coreLocaleLanguage(path: string): string | null {
  const match = /locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(path);
  return match && (CORE_NAMESPACES as readonly string[]).includes(match[2] ?? '') ? (match[1] ?? null) : null;
}
