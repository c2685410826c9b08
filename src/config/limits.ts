export const MAX_BIDS_PER_INQUIRY = 3;
export const MAX_BID_UPDATES = 3;
export const NAME_MIN_LENGTH = 3;
export const TEXT_MAX = {
  personName: 50,
  email: 254,
  organizationName: 150,
  registrationNumber: 30,
  organizationActivity: 200,
  suspensionReason: 500,
  statusReason: 500,
  city: 100,
  address: 200,
  goodsDescription: 1000,
  inquiryNotes: 1000,
  mailSubject: 200,
  mailBody: 20_000,
  routeOfferNotes: 1000,
  bidNotes: 1000,
  carrierProfileText: 200,
  ratingComment: 1000,
} as const;
/** Separates a message key from the limit it names: 'validation:tooLong|50' (lib/forms.ts reads it). */
export const MESSAGE_LIMIT_SEPARATOR = '|';
export const PASSWORD_MIN_LENGTH = 8;
export const ALL_BIDS_PAGE_SIZE = 10;
export const TOAST_DURATION_MS = 3000;
export const NOTIFICATION_DURATION_MS = 4500;
export const QUERY_RETRY_COUNT = 3;
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const SESSION_COOKIE = 'accessToken';
export const REFRESH_COOKIE = 'refreshToken';
export const LANGUAGE_STORAGE_KEY = 'lang';
export const PHONE_PATTERN = /^\+[1-9]\d{1,14}$/;
/** Uploads: inquiry documents (packing list, certificate of origin, MSDS). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.xlsx', '.docx'] as const;
export const INQUIRIES_PAGE_SIZE = 10;
/** A bid deadline is at least this far ahead when set or extended: carriers need time to price. */
export const DEADLINE_MIN_LEAD_MS = 60 * 60 * 1000;
export const MAX_GOODS_ROWS = 20;
/** Bids: a price above this is a typing slip, not a freight rate. */
export const MAX_BID_VALUE = 10_000_000;
export const BID_NOTES_MAX_LENGTH = TEXT_MAX.bidNotes;
export const MAX_TRUCK_COUNT = 500;
/** A bid's transit time, pick-up to delivery: half a year is beyond any lane the platform serves. */
export const MAX_TRANSIT_DAYS = 180;
/** Free-text fields of the carrier profile (agency, membership, certifications). */
export const PROFILE_TEXT_MAX_LENGTH = TEXT_MAX.carrierProfileText;
/** A rating of a carrier is changed only this long after it was given, then it stands. */
export const RATING_EDIT_DAYS = 7;
export const RATING_MAX_STARS = 5;
/** How often the bell asks for new events while the tab is visible (never while it is hidden). */
export const NOTIFICATION_POLL_MS = 30_000;
/** A carrier with a bid, and the importer, hear of a bidding deadline this long before it. */
export const DEADLINE_NOTICE_HOURS = 24;
export const NOTIFICATIONS_PAGE_SIZE = 20;
