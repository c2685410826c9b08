import { CORE_NAMESPACES, SIGNED_IN_NAMESPACES } from './core-namespaces.ts';

export { CORE_NAMESPACES };

const AREA_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  core: CORE_NAMESPACES,
  'signed-in': SIGNED_IN_NAMESPACES,
  inquiries: [
    'inquiries',
    'inquiry-create',
    'inquiry-details',
    'inquiry-list',
    'route-offers',
    'lanes',
    'ratings',
  ],
  bids: ['bids', 'bid-form', 'bid-list', 'bids-summary', 'inquiries-bids'],
  organizations: ['organizations', 'members', 'carrier-profile', 'profile'],
  billing: ['billing', 'all-billing', 'promo-codes'],
  'mail-statistics': ['dashboard', 'email', 'statistics', 'activities', 'notifications'],
};

/** Each namespace's translation chunk. */
export const LOCALE_FILES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(AREA_NAMESPACES).flatMap(([chunk, namespaces]) => namespaces.map((ns) => [ns, chunk])),
);

export const NAMES_MONTHS: ReadonlySet<string> = new Set(['mail-statistics', 'bids']);

/** `locales/<lang>/<namespace>.json`: the chunk it ships in, or null for any other file. */
export function localeFile(path: string): string | null {
  const match = /\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(path);
  if (!match) return null;
  const [, language, namespace] = match;
  const file = LOCALE_FILES[namespace ?? ''] ?? namespace;
  return file === 'core' ? `locale-core-${language}` : `locale-${language}-${file}`;
}
