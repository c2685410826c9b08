import { z } from 'zod/mini';
import { pageSchema } from '@/lib/page';

// The organisation's activity timeline: what its people did, newest first.

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
  id: z.string(),
  at: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  actor: z.nullable(z.object({ id: z.number(), name: z.string() })),
  /** What it was about: an inquiry code, a bid's amount, a member's name, a payment's amount. */
  subject: z.string(),
  /** Where the user can look at it, when the screen has a page for it. */
  inquiryId: z.nullable(z.number()),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityPageSchema = pageSchema(activitySchema);

/** GET /organization/activities: `userId` is one person; dates on the activity's day; page one-based here. */
export type ActivityQuery = {
  startDate: string | null;
  endDate: string | null;
  userId: number | null;
  type: ActivityType | '';
  page: number;
  size: number;
};
