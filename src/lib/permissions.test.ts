import { ORGANIZATION_TYPES, type OrganizationType } from '@/config/enums';
import { ACTIONS, can, decide, type Action } from './permissions';

// The policy by the product's rules: the importer asks and answers bids, the carrier bids and moves
// the shipment, the admin oversees and never takes a side; a bid is acted on only while pending; a
// suspended organisation reads everything and writes nothing of the market.

const I = 'IMPORTER';
const L = 'LOGISTIC';
const A = 'ADMIN';
const pending = { status: 'PENDING' };

const as = (role: OrganizationType, suspended = false) => ({ organizationType: role, suspended });
const whoCan = (action: Action) => ORGANIZATION_TYPES.filter((role) => can(as(role), action, pending));
const isView = (action: Action) => action.startsWith('view:') || action === 'bid:seeAll';
/** The market's writes: asking, bidding and moving a shipment. */
const isMarketWrite = (action: Action) => /^(inquiry|bid|shipment):/.test(action) && !isView(action);

describe('who may do what', () => {
  it('lets every signed-in role reach home, its profile and its statistics', () => {
    for (const action of ['view:home', 'view:profile', 'view:statistics'] as const)
      expect(whoCan(action), action).toEqual([...ORGANIZATION_TYPES]);
  });

  it('gives nobody signed in (no token, an invalid one) nothing at all', () => {
    for (const actor of [null, undefined])
      for (const action of ACTIONS) expect(decide(actor, action, pending), action).toBe('denied');
  });

  it('opens every action to some role, and every write to exactly one', () => {
    for (const action of ACTIONS) {
      expect(whoCan(action), action).not.toEqual([]);
      if (!isView(action)) expect(whoCan(action), action).toHaveLength(1);
    }
  });

  it('lets the importer ask and answer, never bid', () => {
    const asks = [
      'inquiry:create',
      'inquiry:setDeadline',
      'bid:respond',
      'shipment:rate',
      'shipment:shareTracking',
    ];
    const ownScreens = ['view:inquiries', 'view:inquiryBids', 'view:lanes'];
    for (const action of [...asks, ...ownScreens] as Action[]) expect(whoCan(action), action).toEqual([I]);
    expect(can(as(I), 'bid:place')).toBe(false);
    expect(can(as(I), 'view:billing')).toBe(false);
  });

  it('lets the carrier bid, publish its lanes and move the shipment, never ask', () => {
    const bids = ['bid:place', 'bid:update', 'routeOffer:publish', 'shipment:updateSteps'];
    const ownScreens = [
      'view:carrierInquiries',
      'view:carrierRatings',
      'view:carrierProfile',
      'view:billing',
    ];
    for (const action of [...bids, ...ownScreens] as Action[]) expect(whoCan(action), action).toEqual([L]);
    expect(can(as(L), 'inquiry:create')).toBe(false);
    expect(can(as(L), 'view:inquiries')).toBe(false);
  });

  it('lets the admin oversee the market and take no side in it', () => {
    for (const action of [
      'view:allInquiries',
      'view:organizations',
      'view:allBilling',
      'bid:seeAll',
    ] as const)
      expect(whoCan(action), action).toEqual([A]);
    for (const action of ACTIONS.filter(isMarketWrite))
      expect(can(as(A), action, pending), action).toBe(false);
    // An organisation's own pages belong to organisations; the admin has none.
    const organisations = [
      'organization',
      'email',
      'notifications',
      'activities',
      'routeOffers',
      'inquirySteps',
    ];
    for (const area of organisations) expect(whoCan(`view:${area}` as Action), area).toEqual([I, L]);
  });

  it('shares a bid list and an invoice between the carrier and the admin, a bids summary between the importer and the admin', () => {
    expect(whoCan('view:bids')).toEqual([L, A]);
    expect(whoCan('view:invoice')).toEqual([L, A]);
    expect(whoCan('view:bidsSummary')).toEqual([I, A]);
  });
});

describe('a bid is answered and changed only while it is pending', () => {
  it.each([
    ['bid:respond', I],
    ['bid:update', L],
  ] as const)('%s by %s', (action, role) => {
    expect(can(as(role), action, { status: 'PENDING' })).toBe(true);
    for (const status of ['APPROVED', 'DELIVERED', 'REJECTED', 'LOST', 'pending'])
      expect(decide(as(role), action, { status }), status).toBe('denied');
    // Without the bid there is nothing to allow.
    expect(decide(as(role), action)).toBe('denied');
  });
});

describe('a suspended organisation', () => {
  it('keeps every page and every write outside the market, and is refused the market’s writes', () => {
    for (const action of ACTIONS)
      for (const role of whoCan(action)) {
        const expected = isMarketWrite(action) ? 'suspended' : 'allowed';
        expect(decide(as(role, true), action, pending), `${role} ${action}`).toBe(expected);
      }
    expect(decide(as(L, true), 'routeOffer:publish')).toBe('allowed');
  });

  it('is still denied what its role may not do at all, or a bid no longer pending', () => {
    expect(decide(as(L, true), 'inquiry:create')).toBe('denied');
    expect(decide(as(I, true), 'bid:place')).toBe('denied');
    expect(decide(as(I, true), 'bid:respond', { status: 'APPROVED' })).toBe('denied');
  });
});
