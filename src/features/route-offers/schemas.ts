import { z } from 'zod/mini';
import { CURRENCIES, TRANSPORT_MODES } from '@/config/enums';
import { TEXT_MAX } from '@/config/limits';
import { fieldMsg, maxText, optionalText } from '@/lib/field-schemas';
import { listOrEmpty, maybe, openEnum } from '@/lib/lenient';
import { pageSchema } from '@/lib/page';

const text = maybe(z.string());
const count = maybe(z.number());
const mode = maybe(openEnum(TRANSPORT_MODES));

const routeFields = {
  pickupCountryId: count,
  pickupCountryName: text,
  pickupCity: text,
  deliveryCountryId: count,
  deliveryCountryName: text,
  deliveryCity: text,
  mode,
};

export const laneSchema = z.object({
  key: z.string(),
  ...routeFields,
  inquiries: count,
  totalWeightKg: count,
  lastPrice: maybe(z.object({ value: z.number(), currency: openEnum(CURRENCIES) })),
  lastInquiryAt: text,
  carriers: listOrEmpty(z.object({ id: count, name: z.string() })),
});
export type Lane = z.infer<typeof laneSchema>;
export const lanesSchema = pageSchema(laneSchema, 'GET /routes/lanes');

export const CAPACITY_UNITS = ['TRUCKS_PER_WEEK', 'CONTAINERS_PER_WEEK', 'TONNES_PER_WEEK'] as const;
/** Derived: active, scheduled (not yet valid), expired, withdrawn. */
export const ROUTE_OFFER_STATES = ['active', 'scheduled', 'expired', 'withdrawn'] as const;
export type RouteOfferState = (typeof ROUTE_OFFER_STATES)[number];

export const routeOfferSchema = z.object({
  id: z.number(),
  organizationId: count,
  organizationName: text,
  ...routeFields,
  price: z.number(),
  currency: openEnum(CURRENCIES),
  validFrom: text,
  validUntil: text,
  capacity: count,
  capacityUnit: maybe(openEnum(CAPACITY_UNITS)),
  notes: text,
  createdAt: text,
  state: openEnum(ROUTE_OFFER_STATES),
});
export type RouteOffer = z.infer<typeof routeOfferSchema>;
export const routeOfferPageSchema = pageSchema(routeOfferSchema, 'GET /route-offers');

export const routeOfferMsg = {
  required: fieldMsg.required,
  price: 'route-offers:validation.price',
  capacity: 'route-offers:validation.capacity',
  validUntil: 'route-offers:validation.validUntil',
  sameCity: 'route-offers:validation.sameCity',
} as const;
const m = routeOfferMsg;
const day = () => z.string({ error: m.required }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, m.required));
const city = () =>
  z.string({ error: m.required }).check(z.trim(), z.minLength(1, m.required), maxText(TEXT_MAX.city));

export const routeOfferInputSchema = z
  .object({
    pickupCountryId: z.number({ error: m.required }),
    pickupCity: city(),
    deliveryCountryId: z.number({ error: m.required }),
    deliveryCity: city(),
    mode: z.enum(TRANSPORT_MODES, { error: m.required }),
    price: z.number({ error: m.price }).check(z.positive(m.price), z.maximum(10_000_000, m.price)),
    currency: z.enum(CURRENCIES, { error: m.required }),
    validFrom: day(),
    validUntil: day(),
    capacity: z.number({ error: m.capacity }).check(z.int(m.capacity), z.minimum(1, m.capacity)),
    capacityUnit: z.enum(CAPACITY_UNITS, { error: m.required }),
    notes: optionalText(TEXT_MAX.routeOfferNotes),
  })
  .check(
    z.refine((v) => v.validUntil >= v.validFrom, { path: ['validUntil'], message: m.validUntil }),
    z.refine(
      (v) =>
        v.pickupCountryId !== v.deliveryCountryId ||
        v.pickupCity.trim().toLowerCase() !== v.deliveryCity.trim().toLowerCase(),
      { path: ['deliveryCity'], message: m.sameCity },
    ),
  );
export type RouteOfferInput = z.infer<typeof routeOfferInputSchema>;

const PREFILLED = ['pickupCountryId', 'pickupCity', 'deliveryCountryId', 'deliveryCity', 'mode'] as const;

/** What the lane or offer did not say is left out: the flow then leaves that field to the user. */
export const inquiryPrefillParams = (p: Partial<Record<(typeof PREFILLED)[number], string | number>>) =>
  new URLSearchParams(
    PREFILLED.flatMap((key) => (p[key] === undefined ? [] : [[key, String(p[key])]])),
  ).toString();
