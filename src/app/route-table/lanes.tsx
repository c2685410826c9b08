import { paths } from '@/config/paths';
import { guarded, lazyScreen } from './lazy-screen';

// Carriers' published lanes and the importer's routes: one area (config/chunk-areas.ts).

const area = 'lanes';

export const lanesRoutes = () => [
  guarded({ area, action: 'view:routeOffers', words: 'route-offers' }, [
    lazyScreen(() => import('../routes/route-offers/route-offers'), 'RouteOffersRoute', {
      path: paths.routeOffers,
      feature: 'routeOffers',
    }),
  ]),
  guarded({ area, action: 'view:lanes', words: 'lanes' }, [
    lazyScreen(() => import('../routes/route-offers/importer-routes'), 'ImporterRoutesRoute', {
      path: paths.bids.importerRoutes,
      ownHeading: 'lanes',
      feature: 'routeLanes',
    }),
  ]),
];
