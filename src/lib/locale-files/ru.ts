// The ru translation files, one loader each, fetched when first read (lib/i18n.ts). A list per
// language, in its own small chunk: the entry carries none of them, and a visitor fetches only the
// list of the language they read (and the fallback's, should a key be missing).
export const words = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/ru/*.json');
