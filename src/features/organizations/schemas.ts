import { z } from 'zod/mini';
import { ORGANIZATION_TYPES } from '@/config/enums';
import { TEXT_MAX } from '@/config/limits';
import {
  boundedText,
  countryField,
  emailField,
  fieldMsg,
  maxText,
  optionalText,
  phoneField,
} from '@/lib/field-schemas';
import { maybe, openEnum } from '@/lib/lenient';
import { countryIdSchema } from '@/lib/reference-data/country-id';

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

/**
 * PUT /organization (spec §2 'Organisation profile edit screen', §5): every field required, the phone
 * `+`, 1-9, then 1 to 14 digits (a mismatch shows the required message); the email is read-only and sent as is.
 */
export const organizationEditSchema = z.object({
  organizaName: boundedText(TEXT_MAX.organizationName),
  orgRegNumber: boundedText(TEXT_MAX.registrationNumber),
  phoneNumber: phoneField(),
  countryCode: countryField(),
  /** Sent back exactly as the server sent it, and left out when it sent none (never blanked). */
  orgOfficialMail: z.optional(z.string()),
});
export type OrganizationEditInput = z.infer<typeof organizationEditSchema>;

/** PUT /organization/{id} and PUT /logistic/organization/{id} (admin): the email and activity may change too. */
export const adminOrganizationEditSchema = z.object({
  ...organizationEditSchema.shape,
  orgOfficialMail: emailField(),
  activity: optionalText(TEXT_MAX.organizationActivity),
});
export type AdminOrganizationEditInput = z.infer<typeof adminOrganizationEditSchema>;

/** PUT /organization/{id}/suspension (admin): suspending needs a reason; `until` makes it temporary. */
export const suspensionSchema = z
  .object({
    suspended: z.boolean(),
    reason: z.string().check(maxText(TEXT_MAX.suspensionReason)),
    until: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, fieldMsg.required))),
  })
  .check(
    z.refine((v) => !v.suspended || v.reason.trim().length > 0, {
      path: ['reason'],
      message: fieldMsg.required,
    }),
  );
export type SuspensionInput = z.infer<typeof suspensionSchema>;

/** The list's state as the URL carries it; anything unreadable falls back to the default. */
export const organizationListQuerySchema = z.object({
  page: z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  search: z.catch(z.string(), ''),
  type: z.catch(z.enum(['', 'IMPORTER', 'LOGISTIC']), ''),
  status: z.catch(z.enum(['', 'active', 'suspended']), ''),
});
export type OrganizationListQuery = z.infer<typeof organizationListQuerySchema>;

export const ORGANIZATIONS_PAGE_SIZE = 10;
