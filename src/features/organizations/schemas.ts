import { z } from 'zod';
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

export const organizationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  search: z.string().catch(''),
  type: z.enum(['', 'IMPORTER', 'LOGISTIC']).catch(''),
});
export type OrganizationListQuery = z.infer<typeof organizationListQuerySchema>;

export const ORGANIZATIONS_PAGE_SIZE = 10;
