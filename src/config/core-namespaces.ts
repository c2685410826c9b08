/** The words every page reads, /login included: loaded before the first render. */
export const CORE_NAMESPACES = ['common', 'nav', 'errors', 'validation', 'ui', 'auth'] as const;

/** The words only signed-in pages read (statuses, codes, the header's counts): one chunk, asked with their routes. */
export const SIGNED_IN_NAMESPACES = ['status', 'enums', 'shell'] as const;
