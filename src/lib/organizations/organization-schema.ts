import { z } from 'zod/mini';
import { ORGANIZATION_TYPES } from '@/config/enums';
import { maybe, openEnum, recognisable, withFieldNames } from '../lenient';
import { countryIdSchema } from '../reference-data/country-id';
import { ORGANIZATION_FIELD_NAMES } from './organization-field-names';

const organizationFields = z.object({
  id: maybe(z.number()),
  organizaName: maybe(z.string()),
  organizationType: maybe(openEnum(ORGANIZATION_TYPES)),
  orgRegNumber: maybe(z.string()),
  phoneNumber: maybe(z.string()),
  countryCode: maybe(countryIdSchema),
  orgOfficialMail: maybe(z.string()),
  activity: maybe(z.string()),
  suspended: maybe(z.boolean()),
  suspensionReason: maybe(z.string()),
  suspendedUntil: maybe(z.string()),
  createdAt: maybe(z.string()),
});

export const currentOrganizationSchema = withFieldNames(
  ORGANIZATION_FIELD_NAMES,
  recognisable(organizationFields),
);
export type CurrentOrganization = z.infer<typeof currentOrganizationSchema>;

/** One organisation of the admin's list or edit screen: the id is what its links and saves use. */
export const organizationSchema = withFieldNames(
  ORGANIZATION_FIELD_NAMES,
  z.object({ ...organizationFields.shape, id: z.number() }),
);
export type Organization = z.infer<typeof organizationSchema>;
