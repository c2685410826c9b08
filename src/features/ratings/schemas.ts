import { z } from 'zod/mini';
import { RATING_MAX_STARS, TEXT_MAX } from '@/config/limits';
import { maybe } from '@/lib/lenient';
import { pageSchema } from '@/lib/page';

export const ratingMsg = {
  stars: 'ratings:validation.stars',
  tooLong: 'ratings:validation.tooLong',
} as const;

export const ratingInputSchema = z.object({
  stars: z
    .number({ error: ratingMsg.stars })
    .check(
      z.int(ratingMsg.stars),
      z.minimum(1, ratingMsg.stars),
      z.maximum(RATING_MAX_STARS, ratingMsg.stars),
    ),
  comment: z.string().check(z.maxLength(TEXT_MAX.ratingComment, ratingMsg.tooLong)),
});
export type RatingInput = z.infer<typeof ratingInputSchema>;

const ratingSchema = z.object({
  stars: z.number(),
  comment: maybe(z.string()),
  createdAt: maybe(z.string()),
  updatedAt: maybe(z.string()),
});

export const inquiryRatingSchema = z.object({
  rateable: z.boolean(),
  carrierName: maybe(z.string()),
  editableUntil: maybe(z.string()),
  rating: maybe(ratingSchema),
});
export type InquiryRating = z.infer<typeof inquiryRatingSchema>;

const receivedRatingSchema = z.object({
  id: z.union([z.number(), z.string()]),
  stars: z.number(),
  comment: maybe(z.string()),
  createdAt: maybe(z.string()),
  inquiryCode: maybe(z.string()),
  importerName: maybe(z.string()),
});
export type ReceivedRating = z.infer<typeof receivedRatingSchema>;

export const carrierRatingsSchema = z.object({
  average: maybe(z.number()),
  count: maybe(z.number()),
  ratings: pageSchema(receivedRatingSchema, 'ratings'),
});
