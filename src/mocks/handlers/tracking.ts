import { http, HttpResponse } from 'msw';
import { endpoints } from '@/config/endpoints';
import { AWARDED_INQUIRY_STATUSES } from '@/config/enums';
import { readDb, writeDb } from '../db/db';
import type { DemoData, InquiryRecord, TrackingLinkRecord } from '../db/models';
import { addEvent, ownInquiry } from '../inquiry-events';
import { WON_BID_STATUSES } from '../db/billing-ledger';
import { cityNameIn, countryNameIn } from '../db/places';
import { activeWrite, apiUrl, authenticate, fail, handle, languageOf, authedRead } from '../http';

/** How long a link stays open after it is made. */
export const TRACKING_LINK_DAYS = 90;
const DAY_MS = 86_400_000;

const SHIPPING: ReadonlySet<string> = new Set(AWARDED_INQUIRY_STATUSES);

function newToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

const activeLink = (db: DemoData, inquiryId: number, now = Date.now()) =>
  db.trackingLinks.find(
    (link) => link.inquiryId === inquiryId && !link.revokedAt && Date.parse(link.expiresAt) > now,
  );

const toLink = (link: TrackingLinkRecord | undefined) =>
  link
    ? { token: link.token, createdAt: link.createdAt, expiresAt: link.expiresAt }
    : { token: null, createdAt: null, expiresAt: null };

function trackedPlace(db: DemoData, place: InquiryRecord['pickup'], request: Request) {
  if (!place) return null;
  const language = languageOf(request);
  return {
    city: cityNameIn(db, place, language),
    countryName: countryNameIn(db, place.countryId, language) || null,
    date: place.date,
  };
}

export const trackingHandlers = [
  http.get(
    apiUrl(endpoints.inquiries.trackingLink(':id')),
    authedRead(['IMPORTER'], ({ request, params, auth, db }) => {
      const inquiry = ownInquiry(request, db, auth.organization.id, params.id);
      return toLink(activeLink(db, inquiry.id));
    }),
  ),

  http.post(
    apiUrl(endpoints.inquiries.trackingLink(':id')),
    activeWrite(
      ['IMPORTER'],
      null,
      ({ request, params, auth, db }) => {
        const inquiry = ownInquiry(request, db, auth.organization.id, params.id);
        if (!SHIPPING.has(inquiry.status)) throw fail(request, 409, 'notShipping');
        const now = new Date();
        const earlier = activeLink(db, inquiry.id, now.getTime());
        if (earlier) earlier.revokedAt = now.toISOString();
        const created: TrackingLinkRecord = {
          token: newToken(),
          inquiryId: inquiry.id,
          createdBy: auth.user.id,
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + TRACKING_LINK_DAYS * DAY_MS).toISOString(),
          revokedAt: null,
        };
        db.trackingLinks.push(created);
        addEvent(inquiry, 'tracking_link_created', auth.user.id);
        return toLink(created);
      },
      201,
    ),
  ),

  http.delete(
    apiUrl(endpoints.inquiries.trackingLink(':id')),
    handle(({ request, params }) => {
      const auth = authenticate(request, ['IMPORTER']);
      writeDb((db) => {
        const inquiry = ownInquiry(request, db, auth.organization.id, params.id);
        const link = activeLink(db, inquiry.id);
        if (!link) return;
        link.revokedAt = new Date().toISOString();
        addEvent(inquiry, 'tracking_link_revoked', auth.user.id);
      });
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get(
    apiUrl(endpoints.tracking(':token')),
    handle(({ request, params }) => {
      const db = readDb();
      const link = db.trackingLinks.find((l) => l.token === params.token);
      if (!link || link.revokedAt) throw fail(request, 404, 'trackingLinkInvalid');
      if (Date.parse(link.expiresAt) <= Date.now()) throw fail(request, 410, 'trackingLinkExpired');
      const inquiry = db.inquiries.find((i) => i.id === link.inquiryId);
      if (!inquiry) throw fail(request, 404, 'trackingLinkInvalid');
      const won = db.bids.find((b) => b.inquiryId === inquiry.id && WON_BID_STATUSES.includes(b.status));
      const carrier = won && db.organizations.find((o) => o.id === won.organizationId);
      return HttpResponse.json({
        inquiryCode: inquiry.inquiryCode,
        status: inquiry.status,
        shipmentMode: inquiry.shipmentMode,
        pickup: trackedPlace(db, inquiry.pickup, request),
        delivery: trackedPlace(db, inquiry.delivery, request),
        carrierName: carrier?.organizaName ?? null,
        steps: inquiry.steps,
        updatedAt: inquiry.updatedAt,
        expiresAt: link.expiresAt,
      });
    }),
  ),
];
