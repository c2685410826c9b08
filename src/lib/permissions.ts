import { useCallback } from 'react';
import type { OrganizationType } from '@/config/organization-types';
import { useSuspension } from './suspension';
import { useSessionUser } from './use-session';

const EVERY_ROLE = ['view:home', 'view:profile', 'view:statistics'] as const;
const IMPORTER_AND_CARRIER = [
  'view:organization',
  'view:email',
  'view:activities',
  'view:routeOffers',
  'view:inquirySteps',
  'view:notifications',
] as const;
const CARRIER_AND_ADMIN = ['view:bids', 'view:invoice'] as const;
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

type BidSubject = { status: string };
type Subjects = { 'bid:respond': BidSubject; 'bid:update': BidSubject };
type SubjectOf<A extends Action> = A extends keyof Subjects ? Subjects[A] : never;

const SUBJECT_RULES: { [A in keyof Subjects]: (subject: Subjects[A]) => boolean } = {
  'bid:respond': (bid) => bid.status === 'PENDING',
  'bid:update': (bid) => bid.status === 'PENDING',
};

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

export function useCan() {
  const decideFor = useDecide();
  return useCallback(
    <A extends Action>(action: A, subject?: SubjectOf<A>) => decideFor(action, subject) === 'allowed',
    [decideFor],
  );
}
