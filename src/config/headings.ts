import type { OrganizationType } from './organization-types';

// The words of each landing screen's heading, one source of truth for two readers: the route table,
// which shows them in the shell while the screen's code is still on its way, and the screen's own
// PageHeader. They live in the core `nav` namespace, so they are there before any area's words are.

/** The signed-in screens a visit most often starts on. */
export type LandingScreen =
  'home' | 'inquiries' | 'carrierInquiries' | 'allInquiries' | 'allBids' | 'billing';

/**
 * Translation keys (with their namespace) of a screen's h1 and the line under it; typed as the keys
 * they can be, so the translation-keys lint checks each one in every language.
 */
export type HeadingKeys = {
  title: `nav:headings.${LandingScreen}.title`;
  subtitle:
    | `nav:headings.home.subtitle.${OrganizationType}`
    | `nav:headings.${Exclude<LandingScreen, 'home'>}.subtitle`;
};

/**
 * A screen's heading keys for a role. Home greets by name: read its title with `{ name }`; every
 * other title takes no values (passing `{ name }` to all of them is harmless).
 */
export function headingKeys(screen: LandingScreen, role: OrganizationType): HeadingKeys {
  if (screen === 'home') {
    return { title: 'nav:headings.home.title', subtitle: `nav:headings.home.subtitle.${role}` };
  }
  return { title: `nav:headings.${screen}.title`, subtitle: `nav:headings.${screen}.subtitle` };
}
