import type { OrganizationType } from './organization-types';

/** The signed-in screens a visit most often starts on. */
export type LandingScreen =
  'home' | 'inquiries' | 'carrierInquiries' | 'allInquiries' | 'allBids' | 'billing';

export type HeadingKeys = {
  title: `nav:headings.${LandingScreen}.title`;
  subtitle:
    | `nav:headings.home.subtitle.${OrganizationType}`
    | `nav:headings.${Exclude<LandingScreen, 'home'>}.subtitle`;
};

export function headingKeys(screen: LandingScreen, role: OrganizationType): HeadingKeys {
  if (screen === 'home') {
    return { title: 'nav:headings.home.title', subtitle: `nav:headings.home.subtitle.${role}` };
  }
  return { title: `nav:headings.${screen}.title`, subtitle: `nav:headings.${screen}.subtitle` };
}
