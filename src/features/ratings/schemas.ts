import { z } from 'zod/mini';
import { RATING_MAX_STARS, TEXT_MAX } from '@/config/limits';
import { maybe } from '@/lib/lenient';
import { pageSchema } from '@/lib/page';

// Ratings of carriers (issue 18; docs/api.md 'Ratings', designed): after confirming delivery the
// importer rates the carrier 1 to 5 with an optional comment, once per shipment, changeable for 7
// days. The form and the demo backend check with the same schema; messages are translation keys.

export const ratingMsg = {
  stars: 'ratings:validation.stars',
  tooLong: 'ratings:validation.tooLong',
} as const;

/** PUT /inquiries/{id}/rating. */
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

/**
 * GET and PUT /inquiries/{id}/rating: whether the importer may rate this shipment's carrier now
 * (delivery confirmed), until when a given rating may change, and the rating if given.
 */
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

/** GET /logistic/ratings?page&size: the carrier's average and count, and its ratings newest first. */
export const carrierRatingsSchema = z.object({
  average: maybe(z.number()),
  count: maybe(z.number()),
  ratings: pageSchema(receivedRatingSchema, 'ratings'),
});
