import { z } from 'zod/mini';
import { ORGANIZATION_TYPES } from '@/config/enums';
import { maybe, openEnum } from '../lenient';
import { countryIdSchema } from '../reference-data/country-id';

/**
 * The organisation as the API answers it (spec §3: organizaName, phoneNumber, orgRegNumber,
 * countryCode — a country id — and orgOfficialMail; also company type, activity, suspension status
 * and creation date). Only the id is needed to work with it; every other field may be absent or
 * null and is shown as '—'. A company type the app does not know passes and is shown as its code.
 */
export const organizationSchema = z.object({
  id: z.number(),
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
export type Organization = z.infer<typeof organizationSchema>;
