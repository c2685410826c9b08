import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { ORGANIZATION_TYPES, type OrganizationType } from '@/config/enums';
import { filteredRead } from '../filtered-read';
import { isKnown } from '../lenient';
import { listParams, pageSchema } from '../page';
import { organizationSchema, type Organization } from './organization-schema';
import { organizationKeys } from './query-keys';

export type OrganizationsQuery = {
  page: number;
  size: number;
  search?: string;
  type?: OrganizationType | '';
  status?: 'active' | 'suspended' | '';
};

const organizations = filteredRead(
  pageSchema(organizationSchema),
  endpoints.organization.list,
  ({ page, size, search, type, status }: OrganizationsQuery) =>
    listParams(page, size, { search, type, status }),
  organizationKeys.list,
);

export const getOrganizationsQueryOptions = organizations.options;

export const useOrganizations = (query: OrganizationsQuery) => useQuery(getOrganizationsQueryOptions(query));

const OPTIONS_SIZE = 100;

export type OrganizationOption = { id: number; name: string; type: OrganizationType | undefined };

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
