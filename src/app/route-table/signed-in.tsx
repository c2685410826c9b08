import type { RouteObject } from 'react-router-dom';
import { bidsRoutes } from './bids';
import { billingRoutes } from './billing';
import { inquiriesRoutes } from './inquiries';
import { lanesRoutes } from './lanes';
import { mailRoutes } from './mail';
import { organizationsRoutes } from './organizations';
import { statisticsRoutes } from './statistics';

let built: RouteObject[] | null = null;

/** Built once: each screen registers itself for preloading as it is built. */
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
