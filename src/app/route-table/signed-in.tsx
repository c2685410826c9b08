import type { RouteObject } from 'react-router-dom';
import { bidsRoutes } from './bids';
import { billingRoutes } from './billing';
import { inquiriesRoutes } from './inquiries';
import { lanesRoutes } from './lanes';
import { mailRoutes } from './mail';
import { organizationsRoutes } from './organizations';
import { statisticsRoutes } from './statistics';

/** Every screen of the signed-in app, area by area, each group behind its area's permission. */
export const signedInScreens = (): RouteObject[] => [
  ...statisticsRoutes(),
  ...organizationsRoutes(),
  ...mailRoutes(),
  ...lanesRoutes(),
  ...inquiriesRoutes(),
  ...bidsRoutes(),
  ...billingRoutes(),
];
