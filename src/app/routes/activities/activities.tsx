import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ActivitiesPage } from '@/features/activities/components/activities-page';
import {
  parseActivityListQuery,
  toActivitySearchParams,
  type ActivityListQuery,
} from '@/features/activities/components/activity-list-query';
import { useSessionUser } from '@/lib/use-session';

/** /activities (importer, carrier): the timeline's filters and page live in the URL. */
export function ActivitiesRoute() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseActivityListQuery(params), [params]);
  const onQueryChange = useCallback(
    (next: ActivityListQuery) => setParams(toActivitySearchParams(next)),
    [setParams],
  );
  const role = useSessionUser()?.organizationType;
  // The importer opens its own inquiry; a carrier opens the inquiry it bid on.
  const inquiryHref = useCallback(
    (id: number) => (role === 'LOGISTIC' ? paths.inquiries.logisticDetails(id) : paths.inquiries.details(id)),
    [role],
  );
  return <ActivitiesPage query={query} onQueryChange={onQueryChange} inquiryHref={inquiryHref} />;
}
