import { ORGANIZATION_TYPES, type OrganizationType } from '@/config/enums';
import { ACTIONS, can, decide, type Action, type Actor } from './permissions';

// The policy written out whole (spec §2 'Access by role', §6): every action, and who may take it.
// Widening or narrowing any action to a role fails its row.

type Who = OrganizationType | 'nobody';
const I = 'IMPORTER';
const L = 'LOGISTIC';
const A = 'ADMIN';

const EXPECTED: Record<Action, readonly OrganizationType[]> = {
  'view:home': [I, L, A],
  'view:profile': [I, L, A],
  'view:statistics': [I, L, A],
  'view:organization': [I, L],
  'view:email': [I, L],
  'view:activities': [I, L],
  'view:routeOffers': [I, L],
  'view:inquirySteps': [I, L],
  'view:notifications': [I, L],
  'view:bids': [L, A],
  'view:invoice': [L, A],
  'view:bidsSummary': [I, A],
  'view:inquiries': [I],
  'view:inquiryBids': [I],
  'view:lanes': [I],
  'inquiry:create': [I],
  'bid:respond': [I],
  'shipment:shareTracking': [I],
  'inquiry:setDeadline': [I],
  'shipment:rate': [I],
  'view:carrierInquiries': [L],
  'view:carrierRatings': [L],
  'view:carrierProfile': [L],
  'view:billing': [L],
  'bid:place': [L],
  'bid:update': [L],
  'routeOffer:publish': [L],
  'shipment:updateSteps': [L],
  'view:allInquiries': [A],
  'view:organizations': [A],
  'view:allBilling': [A],
  'view:promoCodes': [A],
  'bid:seeAll': [A],
};

const actor = (who: Who): Actor => (who === 'nobody' ? null : { organizationType: who });
const pending = { status: 'PENDING' };
// Bid actions are asked about a bid that may still be decided on (`pending`); 'nobody' is never allowed.
const WHO: readonly Who[] = [...ORGANIZATION_TYPES, 'nobody'];

describe('the permission policy', () => {
  it('has a row for every action and no row for an action it lacks', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ACTIONS].sort());
  });

  // The whole matrix in one comparison (each test resets the demo database): a diff names the row.
  it('allows each action to exactly the roles of its row', () => {
    const whoCan = (action: Action) => WHO.filter((who) => can(actor(who), action, pending));
    expect(Object.fromEntries(ACTIONS.map((action) => [action, whoCan(action)]))).toEqual(EXPECTED);
  });

  it('treats an absent user (no token, an invalid one) as nobody', () => {
    expect(can(undefined, 'view:home')).toBe(false);
    expect(decide(null, 'view:profile')).toBe('denied');
  });

  describe('a bid is answered and changed only while it is pending', () => {
    it.each([
      ['bid:respond', I],
      ['bid:update', L],
    ] as const)('%s by %s', (action, role) => {
      const user = { organizationType: role };
      expect(can(user, action, { status: 'PENDING' })).toBe(true);
      for (const status of ['APPROVED', 'DELIVERED', 'REJECTED', 'LOST', 'pending'])
        expect(decide(user, action, { status }), status).toBe('denied');
      // Without the bid there is nothing to allow.
      expect(decide(user, action)).toBe('denied');
    });
  });

  describe('a suspended organisation', () => {
    const REFUSED = [
      'inquiry:create',
      'bid:respond',
      'bid:place',
      'bid:update',
      'shipment:updateSteps',
      'shipment:shareTracking',
      'inquiry:setDeadline',
      'shipment:rate',
    ];

    it('is refused only the writes the server refuses, and keeps everything else', () => {
      for (const action of ACTIONS)
        for (const role of EXPECTED[action]) {
          const expected = REFUSED.includes(action) ? 'suspended' : 'allowed';
          expect(
            decide({ organizationType: role, suspended: true }, action, pending),
            `${role} ${action}`,
          ).toBe(expected);
          expect(decide({ organizationType: role, suspended: false }, action, pending)).toBe('allowed');
        }
    });

    it('is still denied what its role may not do at all, or a bid no longer pending', () => {
      expect(decide({ organizationType: L, suspended: true }, 'inquiry:create')).toBe('denied');
      expect(decide({ organizationType: I, suspended: true }, 'bid:place')).toBe('denied');
      expect(decide({ organizationType: I, suspended: true }, 'bid:respond', { status: 'APPROVED' })).toBe(
        'denied',
      );
    });
  });
});
