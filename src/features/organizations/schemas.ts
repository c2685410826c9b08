import { z } from 'zod/mini';
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

export { type CurrentOrganization, type Organization } from '@/lib/organizations/organization-schema';

export const organizationEditSchema = z.object({
  organizaName: boundedText(TEXT_MAX.organizationName),
  orgRegNumber: boundedText(TEXT_MAX.registrationNumber),
  phoneNumber: phoneField(),
  countryCode: countryField(),
  /** Sent back exactly as the server sent it, and left out when it sent none (never blanked). */
  orgOfficialMail: z.optional(z.string()),
});
export type OrganizationEditInput = z.infer<typeof organizationEditSchema>;

export const adminOrganizationEditSchema = z.object({
  ...organizationEditSchema.shape,
  orgOfficialMail: emailField(),
  activity: optionalText(TEXT_MAX.organizationActivity),
});
export type AdminOrganizationEditInput = z.infer<typeof adminOrganizationEditSchema>;

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

export const ORGANIZATIONS_PAGE_SIZE = 10;
