import { z } from 'zod/mini';
import type { Page } from '@/lib/page';
import { foldForSearch } from '@/lib/search-fold';
import type { UrlState } from '@/lib/url-request';
import { choiceParam, pageParam, textParam } from '@/lib/use-url-state';
import type { Lane } from './schemas';

// The server sends every lane at once (they are derived, not stored): searching, sorting and paging happen here.

export const LANES_PAGE_SIZE = 20;
/** Most inquiries first (the server's own order), or the lane used most recently first. */
export const LANE_SORTS = ['volume', 'recent'] as const;
export type LaneSort = (typeof LANE_SORTS)[number];

export const lanesUrlStateSchema = z.object({
  search: textParam(),
  sort: choiceParam(LANE_SORTS, 'volume'),
  page: pageParam(),
});
export type LaneListQuery = UrlState<typeof lanesUrlStateSchema>;

const volume = (lane: Lane) => lane.inquiries ?? 0;
const lastAt = (lane: Lane) => lane.lastInquiryAt ?? '';
const byVolume = (a: Lane, b: Lane) => volume(b) - volume(a) || lastAt(b).localeCompare(lastAt(a));
const byRecent = (a: Lane, b: Lane) => lastAt(b).localeCompare(lastAt(a)) || volume(b) - volume(a);

/** The page of lanes the query shows, counted as a server would count them. */
export function selectLanes({ content: lanes, dropped }: Page<Lane>, query: LaneListQuery): Page<Lane> {
  const needle = foldForSearch(query.search.trim());
  const matched = needle
    ? lanes.filter((lane) =>
        [lane.pickupCity, lane.pickupCountryName, lane.deliveryCity, lane.deliveryCountryName].some((text) =>
          foldForSearch(text ?? '').includes(needle),
        ),
      )
    : lanes;
  const sorted = [...matched].sort(query.sort === 'recent' ? byRecent : byVolume);
  const pageCount = Math.max(1, Math.ceil(sorted.length / LANES_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  return {
    content: sorted.slice((page - 1) * LANES_PAGE_SIZE, page * LANES_PAGE_SIZE),
    page: page - 1,
    size: LANES_PAGE_SIZE,
    totalElements: sorted.length,
    totalPages: pageCount,
    dropped,
  };
}
