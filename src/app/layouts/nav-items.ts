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
import { paths } from '@/config/paths';
import type { ServerFeature } from '@/config/server-features';
import { can, type Action, type Actor } from '@/lib/permissions';

type NavWord =
  | 'home'
  | 'inquiries'
  | 'allInquiries'
  | 'inquiryOffers'
  | 'bids'
  | 'bidsSummary'
  | 'organization'
  | 'organizations'
  | 'carrierProfile'
  | 'email'
  | 'routes'
  | 'routeOffers'
  | 'billing'
  | 'allBilling'
  | 'promoCodes'
  | 'statistics'
  | 'activities'
  | 'settings';

interface NavItem {
  key: NavWord;
  to: string;
  icon: LucideIcon;
  can: Action;
  end?: boolean;
  badge?: 'unreadMail';
  feature?: ServerFeature;
}

const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', to: paths.home, icon: Home, can: 'view:home', end: true },
  { key: 'inquiries', to: paths.inquiries.list, icon: ClipboardList, can: 'view:inquiries' },
  { key: 'inquiries', to: paths.inquiries.logisticList, icon: PackageSearch, can: 'view:carrierInquiries' },
  { key: 'allInquiries', to: paths.inquiries.all, icon: ClipboardList, can: 'view:allInquiries' },
  { key: 'inquiryOffers', to: paths.inquiries.bids, icon: Inbox, can: 'view:inquiryBids' },
  { key: 'bids', to: paths.bids.logistic, icon: Gavel, can: 'view:bids', feature: 'adminBids' },
  { key: 'bidsSummary', to: paths.bids.summary, icon: BarChart3, can: 'view:bidsSummary' },
  { key: 'organization', to: paths.organizations.own, icon: Building, can: 'view:organization' },
  { key: 'organizations', to: paths.organizations.list, icon: Building2, can: 'view:organizations' },
  {
    key: 'carrierProfile',
    to: paths.organizations.details,
    icon: Truck,
    can: 'view:carrierProfile',
    feature: 'carrierProfile',
  },
  {
    key: 'email',
    to: paths.email.inbox,
    icon: Mail,
    can: 'view:email',
    badge: 'unreadMail',
    feature: 'mail',
  },
  { key: 'routes', to: paths.bids.importerRoutes, icon: Map, can: 'view:lanes', feature: 'routeLanes' },
  {
    key: 'routeOffers',
    to: paths.routeOffers,
    icon: Route,
    can: 'view:routeOffers',
    feature: 'routeOffers',
  },
  { key: 'billing', to: paths.money.billing, icon: CreditCard, can: 'view:billing', feature: 'billing' },
  { key: 'allBilling', to: paths.money.allBilling, icon: Wallet, can: 'view:allBilling', feature: 'billing' },
  {
    key: 'promoCodes',
    to: paths.money.promoCodes,
    icon: TicketPercent,
    can: 'view:promoCodes',
    feature: 'promoCodes',
  },
  {
    key: 'statistics',
    to: paths.statistics,
    icon: LineChart,
    can: 'view:statistics',
    feature: 'statistics',
  },
  {
    key: 'activities',
    to: paths.activities,
    icon: History,
    can: 'view:activities',
    feature: 'activities',
  },
  {
    key: 'settings',
    to: paths.profile.view,
    icon: Settings,
    can: 'view:profile',
    feature: 'profile',
  },
];

/** The user's items, less those whose feature this server lacks. */
export const navItemsFor = (user: Actor, missing: ReadonlySet<ServerFeature> = new Set()) =>
  NAV_ITEMS.filter((item) => can(user, item.can) && !(item.feature && missing.has(item.feature)));
