import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { ORGANIZATION_TYPES, type OrganizationType } from '@/config/enums';
import { apiRequest } from '../api-client';
import { isKnown } from '../lenient';
import { listParams, pageSchema } from '../page';
import { organizationSchema, type Organization } from './organization-schema';
import { organizationKeys } from './query-keys';

// GET /organizations (admin), the one fetcher of the endpoint: the admin's list of organisations and
// the organisation filters of the inquiry and bid lists all read it.

export type OrganizationsQuery = {
  /** One-based, as the screens and the URL count; the server's page is zero-based. */
  page: number;
  size: number;
  search?: string;
  type?: OrganizationType | '';
  status?: 'active' | 'suspended' | '';
};

export const getOrganizations = ({ page, size, search, type, status }: OrganizationsQuery) =>
  apiRequest(pageSchema(organizationSchema), {
    method: 'GET',
    url: endpoints.organization.list,
    params: listParams(page, size, { search, type, status }),
  });

export const getOrganizationsQueryOptions = (query: OrganizationsQuery) =>
  queryOptions({
    queryKey: organizationKeys.list(query),
    queryFn: () => getOrganizations(query),
    placeholderData: keepPreviousData,
  });

export const useOrganizations = (query: OrganizationsQuery) => useQuery(getOrganizationsQueryOptions(query));

/** One page of 100 is plenty for a filter; its select searches them by name. */
const OPTIONS_SIZE = 100;

export type OrganizationOption = { id: number; name: string; type: OrganizationType | undefined };

/** A filter can offer only an organisation it can name; the rest read by name. */
const toOptions = (organizations: Organization[]): OrganizationOption[] =>
  organizations
    .flatMap(({ id, organizaName, organizationType }) =>
      organizaName
        ? [
            {
              id,
              name: organizaName,
              type: isKnown(ORGANIZATION_TYPES, organizationType) ? organizationType : undefined,
            },
          ]
        : [],
    )
    .sort((a, b) => a.name.localeCompare(b.name));

/** A list filter's organisations (of one type, or all of them); `enabled: false` asks nothing yet. */
export const useOrganizationOptions = ({
  type,
  enabled = true,
}: { type?: OrganizationType; enabled?: boolean } = {}) =>
  useQuery({
    ...getOrganizationsQueryOptions({ page: 1, size: OPTIONS_SIZE, ...(type ? { type } : {}) }),
    select: (page) => toOptions(page.content),
    enabled,
  });
