import { z } from 'zod/mini';
import { maybe, openEnum } from '@/lib/lenient';
import { pageSchema } from '@/lib/page';

export const ACTIVITY_TYPES = [
  'inquiry_created',
  'inquiry_submitted',
  'bid_placed',
  'bid_updated',
  'bid_accepted',
  'member_added',
  'payment',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const activitySchema = z.object({
  id: z.union([z.string(), z.number()]),
  at: maybe(z.string()),
  type: openEnum(ACTIVITY_TYPES),
  actor: maybe(z.object({ id: maybe(z.number()), name: maybe(z.string()) })),
  /** What it was about: an inquiry code, a bid's amount, a member's name, a payment's amount. */
  subject: maybe(z.string()),
  /** Where the user can look at it, when the screen has a page for it. */
  inquiryId: maybe(z.number()),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityPageSchema = pageSchema(activitySchema, 'GET /organization/activities');
