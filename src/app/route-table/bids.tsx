import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { searchParamsOf, type RouteQueries } from '../prefetch';
import { guarded, lazyScreen } from './lazy-screen';

const allBidsQueries: RouteQueries = async (session, args) => {
  const [client, bids, heading, { allBidsUrlStateSchema }, { readUrlState }] = await Promise.all([
    session,
    import('@/features/bids/api/get-inquiry-bids'),
    import('@/features/bids/api/get-inquiry-heading'),
    import('@/features/bids/all-bids-url-state'),
    import('@/lib/use-url-state'),
  ]);
  const { id } = args.params;
  const query = readUrlState(allBidsUrlStateSchema, searchParamsOf(args));
  return Promise.all([
    client.prefetchQuery(bids.getInquiryBidsQueryOptions(id, query)),
    client.prefetchQuery(heading.getInquiryHeadingQueryOptions(id, currentLanguage())),
  ]);
};

const area = 'bids';

export const bidsRoutes = () => [
  guarded({ area, action: 'view:bids', words: 'bids' }, [
    lazyScreen(() => import('../routes/bids/bids'), 'BidsRoute', {
      path: paths.bids.logistic,
      feature: 'adminBids',
    }),
  ]),
  guarded({ area, action: 'view:bidsSummary', words: 'bids-summary' }, [
    lazyScreen(() => import('../routes/bids/bids-summary'), 'BidsSummaryRoute', {
      path: paths.bids.summary,
      ownHeading: 'bidsSummary',
    }),
  ]),
  guarded({ area, action: 'view:inquiryBids', words: 'bids' }, [
    lazyScreen(() => import('../routes/bids/inquiries-bids'), 'InquiriesBidsRoute', {
      path: paths.inquiries.bids,
      ownHeading: 'inquiriesBids',
    }),
    lazyScreen(() => import('../routes/bids/all-bids'), 'AllBidsRoute', {
      path: paths.bids.allBids(),
      heading: 'allBids',
      queries: allBidsQueries,
    }),
  ]),
];
