import { paths } from '@/config/paths';
import { searchParamsOf, type RouteQueries } from '../prefetch';
import { guarded, lazyScreen } from './lazy-screen';

const inquiryListQueries =
  (scope: 'own' | 'open' | 'all'): RouteQueries =>
  async (session, args) => {
    const [client, list, { inquiryListUrlStateSchema }, { readUrlState }] = await Promise.all([
      session,
      import('@/features/inquiries/api/get-inquiries'),
      import('@/features/inquiries/inquiry-list-url-state'),
      import('@/lib/use-url-state'),
    ]);
    const query = readUrlState(inquiryListUrlStateSchema, searchParamsOf(args));
    return client.prefetchQuery(list.inquiryListQueryOptions(scope, query));
  };

const area = 'inquiries';

export const inquiriesRoutes = () => [
  guarded({ area, action: 'view:inquirySteps', words: 'inquiry-details' }, [
    lazyScreen(() => import('../routes/inquiries/inquiry-steps'), 'InquiryStepsRoute', {
      path: paths.inquiries.steps(),
    }),
  ]),
  guarded({ area, action: 'view:inquiries', words: 'inquiries' }, [
    lazyScreen(() => import('../routes/inquiries/importer-inquiries'), 'ImporterInquiriesRoute', {
      path: paths.inquiries.list,
      heading: 'inquiries',
      queries: inquiryListQueries('own'),
    }),
    lazyScreen(() => import('../routes/inquiries/create-inquiry'), 'CreateInquiryRoute', {
      path: paths.inquiries.create,
    }),
    lazyScreen(() => import('../routes/inquiries/preview-inquiry'), 'PreviewInquiryRoute', {
      path: paths.inquiries.preview(),
    }),
    lazyScreen(() => import('../routes/inquiries/inquiry-details'), 'InquiryDetailsRoute', {
      path: paths.inquiries.details(),
    }),
    lazyScreen(() => import('../routes/inquiries/load-details'), 'LoadDetailsRoute', {
      path: paths.inquiries.loadDetails(),
    }),
  ]),
  guarded({ area, action: 'view:carrierInquiries', words: 'inquiries' }, [
    lazyScreen(() => import('../routes/inquiries/carrier-inquiries'), 'CarrierInquiriesRoute', {
      path: paths.inquiries.logisticList,
      heading: 'carrierInquiries',
      queries: inquiryListQueries('open'),
    }),
    lazyScreen(() => import('../routes/inquiries/carrier-inquiry-details'), 'CarrierInquiryDetailsRoute', {
      path: paths.inquiries.logisticDetails(),
    }),
  ]),
  guarded({ area, action: 'view:allInquiries', words: 'inquiries' }, [
    lazyScreen(() => import('../routes/inquiries/all-inquiries'), 'AllInquiriesRoute', {
      path: paths.inquiries.all,
      heading: 'allInquiries',
      queries: inquiryListQueries('all'),
    }),
    lazyScreen(() => import('../routes/inquiries/update-inquiry'), 'UpdateInquiryRoute', {
      path: paths.inquiries.update(),
    }),
  ]),
];
