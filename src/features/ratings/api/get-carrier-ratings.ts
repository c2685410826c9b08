import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { listParams } from '@/lib/page';
import { carrierRatingsSchema } from '../schemas';
import { ratingKeys } from './query-keys';

export const CARRIER_RATINGS_PAGE_SIZE = 10;

/** GET /logistic/ratings?page&size: the carrier's own ratings, page one-based here, zero-based sent. */
export const getCarrierRatings = (page: number) =>
  apiRequest(carrierRatingsSchema, {
    method: 'GET',
    url: endpoints.organization.carrierRatings,
    params: listParams(page, CARRIER_RATINGS_PAGE_SIZE),
  });

export const getCarrierRatingsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ratingKeys.mine(page),
    queryFn: () => getCarrierRatings(page),
    placeholderData: keepPreviousData,
  });

export const useCarrierRatings = (page: number) => useQuery(getCarrierRatingsQueryOptions(page));

/** The same answer's list alone, as the data list reads a page (one request: the key is shared). */
export const useCarrierRatingRows = (page: number) =>
  useQuery({ ...getCarrierRatingsQueryOptions(page), select: (answer) => answer.ratings });
