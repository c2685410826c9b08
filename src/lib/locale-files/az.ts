export const words = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/az/*.json');
