import { paths } from '@/config/paths';
import type { RouteQueries } from '../prefetch';
import { guarded, lazyScreen } from './lazy-screen';

const billingQueries: RouteQueries = async (session) => {
  const [client, summary] = await Promise.all([
    session,
    import('@/features/billing/api/get-billing-summary'),
  ]);
  return client.prefetchQuery(summary.getBillingSummaryQueryOptions());
};

const area = 'billing';

export const billingRoutes = () => [
  guarded({ area, action: 'view:invoice', words: 'billing' }, [
    lazyScreen(() => import('../routes/billing/invoice'), 'InvoiceRoute', {
      path: paths.money.invoice(),
      feature: 'billing',
    }),
  ]),
  guarded({ area, action: 'view:billing', words: 'billing' }, [
    lazyScreen(() => import('../routes/billing/billing'), 'BillingRoute', {
      path: paths.money.billing,
      feature: 'billing',
      heading: 'billing',
      queries: billingQueries,
    }),
  ]),
  guarded({ area, action: 'view:allBilling', words: 'all-billing' }, [
    lazyScreen(() => import('../routes/billing/all-billing'), 'AllBillingRoute', {
      path: paths.money.allBilling,
      ownHeading: 'allBilling',
      feature: 'billing',
    }),
  ]),
  guarded({ area, action: 'view:promoCodes', words: 'promo-codes' }, [
    lazyScreen(() => import('../routes/billing/promo-codes'), 'PromoCodesRoute', {
      path: paths.money.promoCodes,
      ownHeading: 'promoCodes',
      feature: 'promoCodes',
    }),
  ]),
];
