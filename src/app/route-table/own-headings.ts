/** Other screens' headings while their code loads: the keys their own PageHeader reads. */
export const OWN_HEADINGS = {
  activities: { title: 'activities:title', subtitle: 'activities:subtitle' },
  statistics: { title: 'statistics:title', subtitle: 'statistics:subtitle' },
  bidsSummary: { title: 'bids-summary:title', subtitle: 'bids-summary:subtitle' },
  inquiriesBids: { title: 'inquiries-bids:title', subtitle: 'inquiries-bids:subtitle' },
  ownOrganization: { title: 'organizations:own.title', subtitle: 'organizations:own.subtitle' },
  organizations: { title: 'organizations:list.title', subtitle: 'organizations:list.subtitle' },
  users: { title: 'members:users.title', subtitle: 'members:users.subtitle' },
  mailbox: { title: 'email:title', subtitle: 'email:subtitle' },
  lanes: { title: 'lanes:title', subtitle: 'lanes:subtitle' },
  allBilling: { title: 'all-billing:title', subtitle: 'all-billing:subtitle' },
  promoCodes: { title: 'promo-codes:title', subtitle: 'promo-codes:subtitle' },
} as const;

export type OwnHeading = keyof typeof OWN_HEADINGS;

export function headingNamespace(screen: OwnHeading): string {
  const { title } = OWN_HEADINGS[screen];
  return title.slice(0, title.indexOf(':'));
}
