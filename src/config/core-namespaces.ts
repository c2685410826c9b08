export const CORE_NAMESPACES = ['common', 'nav', 'errors', 'validation', 'ui', 'status', 'auth'] as const;
