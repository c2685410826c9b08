import { z } from 'zod/mini';
import { CURRENCIES, TRANSPORT_MODES } from '@/config/enums';
import { fieldMsg } from '@/lib/field-schemas';
import { pageSchema } from '@/lib/page';

// Lanes (the importer's routes, derived from its inquiries) and route offers (lanes carriers publish).

export const laneSchema = z.object({
  key: z.string(),
  pickupCountryId: z.number(),
  pickupCountryName: z.string(),
  pickupCity: z.string(),
  deliveryCountryId: z.number(),
  deliveryCountryName: z.string(),
  deliveryCity: z.string(),
  mode: z.enum(TRANSPORT_MODES),
  inquiries: z.number(),
  totalWeightKg: z.number(),
  lastPrice: z.nullable(z.object({ value: z.number(), currency: z.enum(CURRENCIES) })),
  lastInquiryAt: z.string(),
  carriers: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type Lane = z.infer<typeof laneSchema>;
export const lanesSchema = z.array(laneSchema);

export const CAPACITY_UNITS = ['TRUCKS_PER_WEEK', 'CONTAINERS_PER_WEEK', 'TONNES_PER_WEEK'] as const;

export const routeOfferSchema = z.object({
  id: z.number(),
  organizationId: z.number(),
  organizationName: z.string(),
  pickupCountryId: z.number(),
  pickupCountryName: z.string(),
  pickupCity: z.string(),
  deliveryCountryId: z.number(),
  deliveryCountryName: z.string(),
  deliveryCity: z.string(),
  mode: z.enum(TRANSPORT_MODES),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  validFrom: z.string(),
  validUntil: z.string(),
  capacity: z.number(),
  capacityUnit: z.enum(CAPACITY_UNITS),
  notes: z.string(),
  createdAt: z.string(),
  /** Derived: active, scheduled (not yet valid), expired, withdrawn. */
  state: z.enum(['active', 'scheduled', 'expired', 'withdrawn']),
});
export type RouteOffer = z.infer<typeof routeOfferSchema>;
export const routeOfferPageSchema = pageSchema(routeOfferSchema);

export const routeOfferMsg = {
  required: fieldMsg.required,
  price: 'route-offers:validation.price',
  capacity: 'route-offers:validation.capacity',
  validUntil: 'route-offers:validation.validUntil',
  sameCity: 'route-offers:validation.sameCity',
} as const;
const m = routeOfferMsg;
const day = () => z.string({ error: m.required }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, m.required));
const city = () => z.string({ error: m.required }).check(z.trim(), z.minLength(1, m.required));

/** POST /route-offers and PUT /route-offers/{id}. */
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
    notes: z.string().check(z.maxLength(1000)),
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

/** GET /route-offers: `mine` for the carrier's own (every state); otherwise active offers only. */
export type RouteOfferQuery = {
  pickupCountryId: number | null;
  deliveryCountryId: number | null;
  mode: string;
  search: string;
  mine: boolean;
  page: number;
  size: number;
};

/**
 * What the create-inquiry flow accepts as a pre-fill in its URL (from a lane or a route offer):
 * /inquiries/new?pickupCountryId=2&pickupCity=Istanbul&deliveryCountryId=1&deliveryCity=Baku&mode=ROAD
 */
export const inquiryPrefillParams = (p: {
  pickupCountryId: number;
  pickupCity: string;
  deliveryCountryId: number;
  deliveryCity: string;
  mode: string;
}) =>
  new URLSearchParams({
    pickupCountryId: String(p.pickupCountryId),
    pickupCity: p.pickupCity,
    deliveryCountryId: String(p.deliveryCountryId),
    deliveryCity: p.deliveryCity,
    mode: p.mode,
  }).toString();
