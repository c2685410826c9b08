import { http } from 'msw';
import { endpoints } from '@/config/endpoints';
import { RATING_EDIT_DAYS } from '@/config/limits';
import { ratingInputSchema } from '@/features/ratings/schemas';

import { nextId } from '../db/db';
import type { DemoData, InquiryRecord, RatingRecord } from '../db/models';
import { activeWrite, apiUrl, fail, authedRead } from '../http';
import { ownInquiry } from '../inquiry-events';
import { paginate } from '../paginate';

const DAY_MS = 86_400_000;

const carrierOf = (db: DemoData, inquiry: InquiryRecord) =>
  db.bids.find((b) => b.inquiryId === inquiry.id && b.status === 'COMPLETED')?.organizationId;

const editableUntil = (rating: RatingRecord) =>
  new Date(Date.parse(rating.createdAt) + RATING_EDIT_DAYS * DAY_MS).toISOString();

function answer(db: DemoData, inquiry: InquiryRecord) {
  const carrierId = carrierOf(db, inquiry);
  const rating = db.ratings.find((r) => r.inquiryId === inquiry.id);
  return {
    rateable: inquiry.status === 'completed' && carrierId !== undefined,
    carrierName: db.organizations.find((o) => o.id === carrierId)?.organizaName ?? null,
    editableUntil: rating ? editableUntil(rating) : null,
    rating: rating
      ? {
          stars: rating.stars,
          comment: rating.comment,
          createdAt: rating.createdAt,
          updatedAt: rating.updatedAt,
        }
      : null,
  };
}

/** A carrier's average (to one decimal) and count, or null before its first rating. */
export function ratingSummary(db: DemoData, carrierOrganizationId: number) {
  const stars = db.ratings
    .filter((r) => r.carrierOrganizationId === carrierOrganizationId)
    .map((r) => r.stars);
  if (stars.length === 0) return null;
  const average = Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10;
  return { average, count: stars.length };
}

export const ratingHandlers = [
  http.get(
    apiUrl(endpoints.inquiries.rating(':id')),
    authedRead(['IMPORTER'], ({ request, params, auth, db }) =>
      answer(db, ownInquiry(request, db, auth.organization.id, params.id)),
    ),
  ),

  http.put(
    apiUrl(endpoints.inquiries.rating(':id')),
    activeWrite(['IMPORTER'], ratingInputSchema, ({ request, params, auth, body, db }) => {
      const inquiry = ownInquiry(request, db, auth.organization.id, params.id);
      const carrierId = carrierOf(db, inquiry);
      if (inquiry.status !== 'completed' || carrierId === undefined) throw fail(request, 409, 'notRateable');
      const now = new Date().toISOString();
      const comment = body.comment.trim();
      const given = db.ratings.find((r) => r.inquiryId === inquiry.id);
      if (given) {
        if (Date.now() >= Date.parse(editableUntil(given))) throw fail(request, 409, 'ratingLocked');
        Object.assign(given, { stars: body.stars, comment, updatedAt: now, userId: auth.user.id });
      } else {
        db.ratings.push({
          id: nextId(db.ratings),
          inquiryId: inquiry.id,
          carrierOrganizationId: carrierId,
          importerOrganizationId: auth.organization.id,
          userId: auth.user.id,
          stars: body.stars,
          comment,
          createdAt: now,
          updatedAt: now,
        });
      }
      inquiry.rev += 1;
      return answer(db, inquiry);
    }),
  ),

  http.get(
    apiUrl(endpoints.organization.carrierRatings),
    authedRead(['LOGISTIC'], ({ request, auth, db }) => {
      const rows = db.ratings
        .filter((r) => r.carrierOrganizationId === auth.organization.id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .map((r) => ({
          id: r.id,
          stars: r.stars,
          comment: r.comment,
          createdAt: r.createdAt,
          inquiryCode: db.inquiries.find((i) => i.id === r.inquiryId)?.inquiryCode ?? null,
          importerName: db.organizations.find((o) => o.id === r.importerOrganizationId)?.organizaName ?? null,
        }));
      const summary = ratingSummary(db, auth.organization.id);
      return {
        average: summary?.average ?? null,
        count: summary?.count ?? 0,
        ratings: paginate(rows, new URL(request.url)),
      };
    }),
  ),
];
