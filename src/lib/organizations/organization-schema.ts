import { z } from 'zod/mini';
import { ORGANIZATION_TYPES } from '@/config/enums';
import { maybe, openEnum, recognisable, withFieldNames } from '../lenient';
import { countryIdSchema } from '../reference-data/country-id';
import { ORGANIZATION_FIELD_NAMES } from './organization-field-names';

/**
 * The organisation as the API answers it (spec §3: organizaName, phoneNumber, orgRegNumber,
 * countryCode — a country id — and orgOfficialMail; also company type, activity, suspension status
 * and creation date), under the names of ORGANIZATION_FIELD_NAMES. Every field may be absent or
 * null and is shown as '—'. A company type the app does not know passes and is shown as its code.
 */
const organizationFields = z.object({
  id: maybe(z.number()),
  organizaName: maybe(z.string()),
  organizationType: maybe(openEnum(ORGANIZATION_TYPES)),
  orgRegNumber: maybe(z.string()),
  phoneNumber: maybe(z.string()),
  countryCode: maybe(countryIdSchema),
  orgOfficialMail: maybe(z.string()),
  activity: maybe(z.string()),
  /** Absent: the server does not say (shown '—', and the admin is offered to suspend). */
  suspended: maybe(z.boolean()),
  /** Why and until when (yyyy-MM-dd, inclusive; none = until lifted) an admin suspended it. */
  suspensionReason: maybe(z.string()),
  suspendedUntil: maybe(z.string()),
  createdAt: maybe(z.string()),
});

/**
 * GET /organization: the caller's own, which needs no id (PUT /organization has none), but must be
 * an organisation: an object naming none of its fields is an unexpected answer, not a blank one.
 */
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
