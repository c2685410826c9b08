import { z } from 'zod/mini';
import { SHIPMENT_STEPS, STATUSES, TRANSPORT_MODES } from '@/config/enums';
import { listOrEmpty, maybe, openEnum, recognisable } from '@/lib/lenient';

/** GET/POST /inquiries/{id}/tracking-link: the active link, or `token: null` when there is none. */
export const trackingLinkSchema = recognisable(
  z.object({
    token: maybe(z.string().check(z.minLength(1))),
    createdAt: maybe(z.string()),
    expiresAt: maybe(z.string()),
  }),
);

const trackedPlaceSchema = z.object({
  city: maybe(z.string()),
  countryName: maybe(z.string()),
  date: maybe(z.string()),
});

/** GET /tracking/{token}: what anyone holding the link may see of the shipment, in their language. */
export const trackedShipmentSchema = z.object({
  inquiryCode: maybe(z.string()),
  status: openEnum(STATUSES),
  shipmentMode: maybe(openEnum(TRANSPORT_MODES)),
  pickup: maybe(trackedPlaceSchema),
  delivery: maybe(trackedPlaceSchema),
  carrierName: maybe(z.string()),
  steps: listOrEmpty(z.object({ step: openEnum(SHIPMENT_STEPS), doneAt: maybe(z.string()) })),
  updatedAt: maybe(z.string()),
  expiresAt: maybe(z.string()),
});
export type TrackedShipment = z.infer<typeof trackedShipmentSchema>;
