import { test, type BrowserContext, type Page } from './fixtures';
import { signInQuickly } from './faults';
import { ROUTES } from './screens';
import type { Role } from './support';

export type Walk = { page: Page; context: BrowserContext; role: Role };

type WalkOptions = {
  /** The screens walked; every screen of the role by default. */
  screens?: (role: Role) => string[];
  /** Before signing in (a reset of the demo data the walk will change). */
  before?: (walk: Walk) => Promise<void>;
  /** After the last screen: what holds for the walk as a whole. */
  after?: (walk: Walk) => Promise<void>;
};

/**
 * The walk over every screen that the layout, resilience and designed-off journeys share: for each
 * role a test `${role}: ${title}` that signs in and meets each screen in a step of its own. Its time
 * limit grows with the role's screens (20 s each, tests/e2e/screens.ts), so a longer list of screens
 * never needs a new limit.
 */
export function walkEveryScreen(
  title: string,
  eachScreen: (screen: string, walk: Walk) => Promise<void>,
  { screens = (role) => ROUTES[role], before, after }: WalkOptions = {},
) {
  for (const role of Object.keys(ROUTES) as Role[]) {
    test(`${role}: ${title}`, async ({ page, context, baseURL }) => {
      test.setTimeout(ROUTES[role].length * 20_000);
      const walk = { page, context, role };
      await before?.(walk);
      await signInQuickly(context, baseURL!, role);
      for (const screen of screens(role)) await test.step(screen, () => eachScreen(screen, walk));
      await after?.(walk);
    });
  }
}
