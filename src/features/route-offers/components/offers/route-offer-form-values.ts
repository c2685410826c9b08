import { toNestErrors } from '@hookform/resolvers';
import { addDays } from 'date-fns';
import type { FieldError, Resolver } from 'react-hook-form';
import { CURRENCIES, TRANSPORT_MODES, type Currency, type TransportMode } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import { toInputText } from '@/lib/numbers';
import { formLanguage, readNumberField } from '@/lib/numbers-messages';
import {
  CAPACITY_UNITS,
  routeOfferInputSchema,
  routeOfferMsg,
  type RouteOffer,
  type RouteOfferInput,
} from '../../schemas';
import { toApiDate, todayApiDate } from '@/lib/dates';

/** A new offer holds from today for a quarter, in dollars, counted in trucks a week. */
export const emptyRouteOfferValues = () => ({
  pickupCountryId: null as number | null,
  pickupCity: '',
  deliveryCountryId: null as number | null,
  deliveryCity: '',
  mode: null as TransportMode | null,
  price: '',
  currency: 'USD' as Currency,
  validFrom: todayApiDate(),
  validUntil: toApiDate(addDays(new Date(), 90)),
  capacity: '',
  capacityUnit: 'TRUCKS_PER_WEEK' as (typeof CAPACITY_UNITS)[number],
  notes: '',
});
export type RouteOfferFormValues = ReturnType<typeof emptyRouteOfferValues>;

export const ROUTE_OFFER_FIELDS = Object.keys(emptyRouteOfferValues()) as (keyof RouteOfferFormValues)[];

export const isEditableOffer = (offer: RouteOffer) =>
  isKnown(CURRENCIES, offer.currency) &&
  (offer.mode === undefined || isKnown(TRANSPORT_MODES, offer.mode)) &&
  (offer.capacityUnit === undefined || isKnown(CAPACITY_UNITS, offer.capacityUnit));

/** The form of an offer being edited; what the server left out starts empty (or at its default). */
export const routeOfferToValues = (
  offer: RouteOffer,
  language = formLanguage(undefined),
): RouteOfferFormValues => {
  const empty = emptyRouteOfferValues();
  return {
    pickupCountryId: offer.pickupCountryId ?? null,
    pickupCity: offer.pickupCity ?? '',
    deliveryCountryId: offer.deliveryCountryId ?? null,
    deliveryCity: offer.deliveryCity ?? '',
    mode: isKnown(TRANSPORT_MODES, offer.mode) ? offer.mode : null,
    price: toInputText(offer.price, language),
    currency: isKnown(CURRENCIES, offer.currency) ? offer.currency : empty.currency,
    validFrom: offer.validFrom ?? '',
    validUntil: offer.validUntil ?? '',
    capacity: offer.capacity === undefined ? '' : String(offer.capacity),
    capacityUnit: isKnown(CAPACITY_UNITS, offer.capacityUnit) ? offer.capacityUnit : empty.capacityUnit,
    notes: offer.notes ?? '',
  };
};

const readPrice = (text: string, language: string) => {
  const price = readNumberField(text, language);
  return price.empty ? undefined : (price.value ?? Number.NaN);
};

/** The request, before validation: what is not chosen is left out, so the schema says it is required. */
export const toRouteOfferInput = (values: RouteOfferFormValues, language: string) => ({
  pickupCountryId: values.pickupCountryId ?? undefined,
  pickupCity: values.pickupCity.trim(),
  deliveryCountryId: values.deliveryCountryId ?? undefined,
  deliveryCity: values.deliveryCity.trim(),
  mode: values.mode ?? undefined,
  price: readPrice(values.price, language),
  currency: values.currency,
  validFrom: values.validFrom,
  validUntil: values.validUntil,
  capacity: values.capacity.trim() ? Number(values.capacity.trim().replace(',', '.')) : undefined,
  capacityUnit: values.capacityUnit,
  notes: values.notes.trim(),
});

const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The price is read in the language `useForm({ context: { language } })` names, else the app's. */
export const routeOfferResolver: Resolver<RouteOfferFormValues, unknown, RouteOfferInput> = (
  values,
  context,
  options,
) => {
  const language = formLanguage(context);
  const result = routeOfferInputSchema.safeParse(toRouteOfferInput(values, language));
  const errors: Record<string, FieldError> = {};
  const add = (name: string, type: string, message: string) => (errors[name] ??= { type, message });

  // A price that cannot be read says why (ambiguous, malformed…), not just 'enter a price'.
  const price = readNumberField(values.price, language);
  if (price.message) add('price', 'amount', price.message);
  if (!result.success)
    for (const issue of result.error.issues) add(issue.path.map(String).join('.'), issue.code, issue.message);
  // The schema's rules across fields are skipped while any field fails: check them here as well.
  const { validFrom, validUntil } = values;
  if (validFrom && validUntil && validUntil < validFrom)
    add('validUntil', 'custom', routeOfferMsg.validUntil);
  if (
    values.pickupCountryId !== null &&
    values.pickupCountryId === values.deliveryCountryId &&
    values.deliveryCity.trim() !== '' &&
    sameCity(values.pickupCity, values.deliveryCity)
  )
    add('deliveryCity', 'custom', routeOfferMsg.sameCity);

  if (Object.keys(errors).length === 0 && result.success) return { values: result.data, errors: {} };
  return { values: {}, errors: toNestErrors(errors, options) };
};
