import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { pageSchema, type PageRequest } from '@/lib/page';
import { readWithStandIn } from '@/lib/server-features';
import { toInquiryRequestParams, type InquiryListQuery } from '../inquiry-list-url-state';
import { inquirySummarySchema } from '../schemas';
import { getCarrierInquiries, getCarrierInquiriesQueryOptions } from './get-carrier-inquiries';
import { inquiryKeys, type InquiryListScope } from './query-keys';

export type { InquiryListScope } from './query-keys';

/** GET /inquiries; a server without it (404/501) is asked the spec's GET /api/bids/inquiries instead. */
export const getInquiries = (query: InquiryListQuery, pageRequest?: PageRequest) =>
  readWithStandIn(
    { collection: endpoints.inquiries.list },
    () =>
      apiRequest(pageSchema(inquirySummarySchema), {
        method: 'GET',
        url: endpoints.inquiries.list,
        params: { ...toInquiryRequestParams(query), ...pageRequest },
      }),
    () => getCarrierInquiries(query, pageRequest),
  );

export const getInquiriesQueryOptions = (scope: Exclude<InquiryListScope, 'open'>, query: InquiryListQuery) =>
  queryOptions({
    queryKey: inquiryKeys.list(scope, toInquiryRequestParams(query)),
    queryFn: () => getInquiries(query),
    placeholderData: keepPreviousData,
  });

export const inquiryListQueryOptions = (scope: InquiryListScope, query: InquiryListQuery) =>
  scope === 'open' ? getCarrierInquiriesQueryOptions(query) : getInquiriesQueryOptions(scope, query);

export const useInquiries = (scope: InquiryListScope, query: InquiryListQuery) =>
  useQuery(inquiryListQueryOptions(scope, query));
