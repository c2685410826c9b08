import type { RouteObject } from 'react-router-dom';
import { bidsRoutes } from './bids';
import { billingRoutes } from './billing';
import { inquiriesRoutes } from './inquiries';
import { lanesRoutes } from './lanes';
import { mailRoutes } from './mail';
import { organizationsRoutes } from './organizations';
import { statisticsRoutes } from './statistics';

let built: RouteObject[] | null = null;

/**
 * Every screen of the signed-in app, area by area, each group behind its area's permission. Built
 * once: each screen registers itself for preloading as it is built (preload.ts).
 */
export const signedInScreens = (): RouteObject[] =>
  (built ??= [
    ...statisticsRoutes(),
    ...organizationsRoutes(),
    ...mailRoutes(),
    ...lanesRoutes(),
    ...inquiriesRoutes(),
    ...bidsRoutes(),
    ...billingRoutes(),
  ]);
