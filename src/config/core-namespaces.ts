/**
 * The translation namespaces loaded with the app: the ones the UI kit and the shell read with a
 * prefix ('ui:…'). A feature's own namespace loads when its screen first asks for it. In a file of
 * its own: the entry reads this list, and the map of every namespace to its file (config/locales.ts)
 * ships with the route table that uses it.
 */
export const CORE_NAMESPACES = ['common', 'nav', 'errors', 'validation', 'ui', 'status', 'auth'] as const;
