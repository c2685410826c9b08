import { CORE_NAMESPACES } from './core-namespaces.ts';

export { CORE_NAMESPACES };

export const LOCALE_FILES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(CORE_NAMESPACES.map((namespace) => [namespace, 'core'])),
  enums: 'core',
  dashboard: 'mail-statistics',
  inquiries: 'inquiries',
  'inquiry-create': 'inquiries',
  'inquiry-details': 'inquiries',
  'inquiry-list': 'inquiries',
  'route-offers': 'inquiries',
  lanes: 'inquiries',
  ratings: 'inquiries',
  bids: 'bids',
  'bid-form': 'bids',
  'bid-list': 'bids',
  'bids-summary': 'bids',
  'inquiries-bids': 'bids',
  organizations: 'organizations',
  members: 'organizations',
  'carrier-profile': 'organizations',
  profile: 'organizations',
  billing: 'billing',
  'all-billing': 'billing',
  'promo-codes': 'billing',
  email: 'mail-statistics',
  statistics: 'mail-statistics',
  activities: 'mail-statistics',
  notifications: 'mail-statistics',
};

export const NAMES_MONTHS: ReadonlySet<string> = new Set(['mail-statistics', 'bids']);

/** `locales/<lang>/<namespace>.json`: the chunk it ships in, or null for any other file. */
export function localeFile(path: string): string | null {
  const match = /\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(path);
  if (!match) return null;
  const [, language, namespace] = match;
  const file = LOCALE_FILES[namespace ?? ''] ?? namespace;
  return file === 'core' ? `locale-core-${language}` : `locale-${language}-${file}`;
}
