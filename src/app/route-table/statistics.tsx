import { paths } from '@/config/paths';
import type { RouteQueries } from '../prefetch';
import { guarded, lazyScreen } from './lazy-screen';

const homeQueries: RouteQueries = async (session) => {
  const [client, dashboard] = await Promise.all([session, import('@/features/dashboard/api/get-dashboard')]);
  return client.prefetchQuery(dashboard.getDashboardQueryOptions());
};

// Without the (designed) dashboard, home is a greeting and the role's areas.
const loadHome = () =>
  Promise.all([
    import('../routes/home'),
    import('../routes/home-without-dashboard'),
    import('../feature-gate'),
  ]).then(([home, fallback, gate]) => ({
    HomeScreen: () => (
      <gate.FeatureGate feature="dashboard" fallback={<fallback.HomeWithoutDashboard />}>
        <home.HomeRoute />
      </gate.FeatureGate>
    ),
  }));

const area = 'statistics';

export const statisticsRoutes = () => [
  guarded({ area, action: 'view:home', words: 'dashboard' }, [
    lazyScreen(loadHome, 'HomeScreen', { index: true, heading: 'home', queries: homeQueries }),
  ]),
  guarded({ area, action: 'view:statistics', words: 'statistics' }, [
    lazyScreen(() => import('../routes/statistics/statistics'), 'StatisticsRoute', {
      path: paths.statistics,
      ownHeading: 'statistics',
      feature: 'statistics',
    }),
  ]),
  guarded({ area, action: 'view:activities', words: 'activities' }, [
    lazyScreen(() => import('../routes/activities/activities'), 'ActivitiesRoute', {
      path: paths.activities,
      ownHeading: 'activities',
      feature: 'activities',
    }),
  ]),
];
