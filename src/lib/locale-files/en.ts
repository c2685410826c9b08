export const words = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/en/*.json');
