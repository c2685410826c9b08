import { useCallback } from 'react';
import type { OrganizationType } from '@/config/organization-types';
import { useSuspension } from './suspension';
import { useSessionUser } from './use-session';

// Who may do what (spec §2 'Access by role', §6), in one place: the route table, the menu and every
// button ask `can`. `view:<area>` is entering a group of screens; the rest are actions on a screen.
// Each action is written once, in the group of the roles that may take it (the carrier's role is
// LOGISTIC); a role takes the actions of every group it is in.

const EVERY_ROLE = ['view:home', 'view:profile', 'view:statistics'] as const;
/** Their own organisation (its members, its mail, its activities). */
const IMPORTER_AND_CARRIER = [
  'view:organization',
  'view:email',
  'view:activities',
  'view:routeOffers',
  'view:inquirySteps',
  'view:notifications',
] as const;
/**
 * /bids is the carrier's own bids and the admin's every bid; an invoice is read by the carrier that
 * paid it and by an admin.
 */
const CARRIER_AND_ADMIN = ['view:bids', 'view:invoice'] as const;
/** The importer's report on its inquiries; the admin's for the whole market. */
const IMPORTER_AND_ADMIN = ['view:bidsSummary'] as const;
const IMPORTER_ONLY = [
  'view:inquiries',
  'view:inquiryBids',
  'view:lanes',
  'inquiry:create',
  'bid:respond',
  'shipment:shareTracking',
  'inquiry:setDeadline',
  'shipment:rate',
] as const;
const CARRIER_ONLY = [
  'view:carrierInquiries',
  'view:carrierRatings',
  'view:carrierProfile',
  'view:billing',
  'bid:place',
  'bid:update',
  'routeOffer:publish',
  'shipment:updateSteps',
] as const;
const ADMIN_ONLY = [
  'view:allInquiries',
  'view:organizations',
  'view:allBilling',
  'view:promoCodes',
  'bid:seeAll',
] as const;

export const ACTIONS = [
  ...EVERY_ROLE,
  ...IMPORTER_AND_CARRIER,
  ...CARRIER_AND_ADMIN,
  ...IMPORTER_AND_ADMIN,
  ...IMPORTER_ONLY,
  ...CARRIER_ONLY,
  ...ADMIN_ONLY,
] as const;

export type Action = (typeof ACTIONS)[number];

const ROLE_ACTIONS: Record<OrganizationType, ReadonlySet<Action>> = {
  IMPORTER: new Set<Action>([
    ...EVERY_ROLE,
    ...IMPORTER_AND_CARRIER,
    ...IMPORTER_AND_ADMIN,
    ...IMPORTER_ONLY,
  ]),
  LOGISTIC: new Set<Action>([...EVERY_ROLE, ...IMPORTER_AND_CARRIER, ...CARRIER_AND_ADMIN, ...CARRIER_ONLY]),
  ADMIN: new Set<Action>([...EVERY_ROLE, ...CARRIER_AND_ADMIN, ...IMPORTER_AND_ADMIN, ...ADMIN_ONLY]),
};

/** What an action is about, where its answer depends on it. */
type BidSubject = { status: string };
type Subjects = { 'bid:respond': BidSubject; 'bid:update': BidSubject };
type SubjectOf<A extends Action> = A extends keyof Subjects ? Subjects[A] : never;

/** Only a pending bid is answered by the importer or changed by its carrier (spec §4). */
const SUBJECT_RULES: { [A in keyof Subjects]: (subject: Subjects[A]) => boolean } = {
  'bid:respond': (bid) => bid.status === 'PENDING',
  'bid:update': (bid) => bid.status === 'PENDING',
};

/** The writes the server refuses a suspended organisation; its screens show them switched off. */
const REFUSED_WHILE_SUSPENDED: ReadonlySet<Action> = new Set<Action>([
  'inquiry:create',
  'bid:respond',
  'bid:place',
  'bid:update',
  'shipment:updateSteps',
  'shipment:shareTracking',
  'inquiry:setDeadline',
  'shipment:rate',
]);

/** The signed-in user as the policy needs it; null or undefined is a visitor (or an invalid token). */
export type Actor = { organizationType: OrganizationType; suspended?: boolean } | null | undefined;

/**
 * 'denied': not for this role or this subject (the control is not shown); 'suspended': allowed but
 * refused while the organisation is suspended (shown switched off, with the reason); 'allowed'.
 */
type Decision = 'allowed' | 'suspended' | 'denied';

export function decide<A extends Action>(user: Actor, action: A, subject?: SubjectOf<A>): Decision {
  if (!user || !ROLE_ACTIONS[user.organizationType].has(action)) return 'denied';
  const rule = SUBJECT_RULES[action as keyof Subjects] as ((s: SubjectOf<A>) => boolean) | undefined;
  if (rule && (subject === undefined || !rule(subject))) return 'denied';
  if (user.suspended && REFUSED_WHILE_SUSPENDED.has(action)) return 'suspended';
  return 'allowed';
}

export const can = <A extends Action>(user: Actor, action: A, subject?: SubjectOf<A>) =>
  decide(user, action, subject) === 'allowed';

/** The signed-in user's `decide`, with the organisation's suspension (layouts/suspension-layer.tsx) in it. */
export function useDecide() {
  const user = useSessionUser();
  const suspended = useSuspension() !== null;
  return useCallback(
    <A extends Action>(action: A, subject?: SubjectOf<A>) =>
      decide(user && { organizationType: user.organizationType, suspended }, action, subject),
    [user, suspended],
  );
}

/** The signed-in user's `can`. */
export function useCan() {
  const decideFor = useDecide();
  return useCallback(
    <A extends Action>(action: A, subject?: SubjectOf<A>) => decideFor(action, subject) === 'allowed',
    [decideFor],
  );
}
