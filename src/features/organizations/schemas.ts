import { z } from 'zod/mini';
import { ORGANIZATION_TYPES } from '@/config/enums';

// The organisation as the API sends it (spec §3), shared by the screens and the demo backend.
export const organizationSchema = z.object({
  id: z.number(),
  organizaName: z.string(),
  organizationType: z.enum(ORGANIZATION_TYPES),
  orgRegNumber: z.string(),
  phoneNumber: z.string(),
  countryCode: z.number(),
  orgOfficialMail: z.string(),
  activity: z.string(),
  suspended: z.boolean(),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** The list's state as the URL carries it; anything unreadable falls back to the default. */
export const organizationListQuerySchema = z.object({
  page: z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  search: z.catch(z.string(), ''),
  type: z.catch(z.enum(['', 'IMPORTER', 'LOGISTIC']), ''),
});
export type OrganizationListQuery = z.infer<typeof organizationListQuerySchema>;

export const ORGANIZATIONS_PAGE_SIZE = 10;
