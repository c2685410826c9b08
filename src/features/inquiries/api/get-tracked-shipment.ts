import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { trackedShipmentSchema } from '../tracking-schemas';
import { inquiryKeys } from './query-keys';

/** How often an open tracking page asks again, while the tab is visible. */
export const TRACKING_REFRESH_MS = 60_000;

/** GET /tracking/{token}: public, no session. 404 an unknown or revoked link, 410 an expired one. */
export const getTrackedShipment = (token: string) =>
  apiRequest(trackedShipmentSchema, { method: 'GET', url: endpoints.tracking(encodeURIComponent(token)) });

/** The link itself is the problem, so asking again will not help: unknown or revoked (404), or expired (410). */
export function deadLink(error: unknown): 'invalid' | 'expired' | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  return error.status === 404 ? 'invalid' : error.status === 410 ? 'expired' : null;
}

export const getTrackedShipmentQueryOptions = (token: string, language: string) =>
  queryOptions({
    queryKey: inquiryKeys.tracked(token, language),
    queryFn: () => getTrackedShipment(token),
    // Someone following a shipment keeps the page open: it follows the steps by itself (hidden tabs ask nothing).
    refetchInterval: (query) => (deadLink(query.state.error) ? false : TRACKING_REFRESH_MS),
  });

export const useTrackedShipment = (token: string, language: string) =>
  useQuery(getTrackedShipmentQueryOptions(token, language));
