import { paths } from '@/config/paths';
import { guarded, lazyScreen } from './lazy-screen';

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
