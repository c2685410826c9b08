import {
  BarChart3,
  Building2,
  Building,
  ClipboardList,
  Gavel,
  Home,
  Inbox,
  PackageSearch,
  Truck,
  History,
  Settings,
  Mail,
  Map,
  Route,
  CreditCard,
  Wallet,
  TicketPercent,
  LineChart,
  type LucideIcon,
} from 'lucide-react';
import type { OrganizationType } from '@/config/enums';
import { paths } from '@/config/paths';
import type { ServerFeature } from '@/config/server-features';

// The sidebar of each role (spec §2 'Layout and navigation'). An item appears here when its
// screen exists; docs/routes.md lists the spec's remaining areas and the issue that adds each.

export interface NavItem {
  key: string; // translation key in the nav namespace
  to: string;
  icon: LucideIcon;
  roles: readonly OrganizationType[];
  end?: boolean;
  /** A count shown beside the label (the email's unread messages). */
  badge?: 'unreadMail';
  /** The designed feature it stands on: the item hides when the server lacks it (config/server-features.ts). */
  feature?: ServerFeature;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', to: paths.home, icon: Home, roles: ['IMPORTER', 'LOGISTIC', 'ADMIN'], end: true },
  { key: 'inquiries', to: paths.inquiries.list, icon: ClipboardList, roles: ['IMPORTER'] },
  { key: 'inquiries', to: paths.inquiries.logisticList, icon: PackageSearch, roles: ['LOGISTIC'] },
  { key: 'allInquiries', to: paths.inquiries.all, icon: ClipboardList, roles: ['ADMIN'] },
  { key: 'inquiryBids', to: paths.inquiries.bids, icon: Inbox, roles: ['IMPORTER'] },
  { key: 'bids', to: paths.bids.logistic, icon: Gavel, roles: ['LOGISTIC', 'ADMIN'], feature: 'adminBids' },
  { key: 'bidsSummary', to: paths.bids.summary, icon: BarChart3, roles: ['IMPORTER', 'ADMIN'] },
  { key: 'organization', to: paths.organizations.own, icon: Building, roles: ['IMPORTER', 'LOGISTIC'] },
  { key: 'organizations', to: paths.organizations.list, icon: Building2, roles: ['ADMIN'] },
  {
    key: 'carrierProfile',
    to: paths.organizations.details,
    icon: Truck,
    roles: ['LOGISTIC'],
    feature: 'carrierProfile',
  },
  {
    key: 'email',
    to: paths.email.inbox,
    icon: Mail,
    roles: ['IMPORTER', 'LOGISTIC'],
    badge: 'unreadMail',
    feature: 'mail',
  },
  { key: 'routes', to: paths.bids.importerRoutes, icon: Map, roles: ['IMPORTER'], feature: 'routeLanes' },
  {
    key: 'routeOffers',
    to: paths.routeOffers,
    icon: Route,
    roles: ['IMPORTER', 'LOGISTIC'],
    feature: 'routeOffers',
  },
  { key: 'billing', to: paths.money.billing, icon: CreditCard, roles: ['LOGISTIC'], feature: 'billing' },
  { key: 'allBilling', to: paths.money.allBilling, icon: Wallet, roles: ['ADMIN'], feature: 'billing' },
  {
    key: 'promoCodes',
    to: paths.money.promoCodes,
    icon: TicketPercent,
    roles: ['ADMIN'],
    feature: 'promoCodes',
  },
  {
    key: 'statistics',
    to: paths.statistics,
    icon: LineChart,
    roles: ['IMPORTER', 'LOGISTIC', 'ADMIN'],
    feature: 'statistics',
  },
  {
    key: 'activities',
    to: paths.activities,
    icon: History,
    roles: ['IMPORTER', 'LOGISTIC'],
    feature: 'activities',
  },
  {
    key: 'settings',
    to: paths.profile.view,
    icon: Settings,
    roles: ['IMPORTER', 'LOGISTIC', 'ADMIN'],
    feature: 'profile',
  },
];

/** The role's items, less those whose feature this server lacks. */
export const navItemsFor = (role: OrganizationType, missing: ReadonlySet<ServerFeature> = new Set()) =>
  NAV_ITEMS.filter((item) => item.roles.includes(role) && !(item.feature && missing.has(item.feature)));
