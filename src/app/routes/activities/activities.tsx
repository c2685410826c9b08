import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { activitiesUrlStateSchema } from '@/features/activities/activities-url-state';
import { ActivitiesPage } from '@/features/activities/components/activities-page';
import { useMemberOptions } from '@/features/members/api/get-members';
import { useCan } from '@/lib/permissions';
import { useUrlState } from '@/lib/use-url-state';

export function ActivitiesRoute() {
  const [query, setQuery] = useUrlState(activitiesUrlStateSchema);
  const can = useCan();
  // The importer opens its own inquiry; a carrier opens the inquiry it bid on.
  const inquiryHref = useCallback(
    (id: number) =>
      can('view:carrierInquiries') ? paths.inquiries.logisticDetails(id) : paths.inquiries.details(id),
    [can],
  );
  const people = useMemberOptions();
  return <ActivitiesPage query={query} onQueryChange={setQuery} inquiryHref={inquiryHref} people={people} />;
}
