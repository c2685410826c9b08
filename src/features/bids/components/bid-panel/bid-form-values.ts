import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import {
  CURRENCIES,
  INSURANCE_TYPES,
  PREFERRED_REGIONS,
  TRANSPORT_MODES,
  type Currency,
  type TransportMode,
} from '@/config/enums';
import { MAX_BID_UPDATES } from '@/config/limits';
import { isKnown } from '@/lib/lenient';
import { toInputText } from '@/lib/numbers';
import { formLanguage, readNumberField } from '@/lib/numbers-messages';
import { bidMsg, bidTermsSchema, type Bid, type BidTerms } from '../../schemas';

// The form holds what the inputs hold (the price as typed, '1.850,50' included); the terms sent are
// made from it, the price read in the user's language (lib/numbers), and checked with the same
// schema as the server, so both refuse the same values.

type Region = (typeof PREFERRED_REGIONS)[number];
type Insurance = (typeof INSURANCE_TYPES)[number];

export type BidFormValues = {
  value: string;
  currency: Currency | null;
  shipmentMode: TransportMode | null;
  truckCount: string;
  preferredRegions: Region[];
  insuranceTypes: Insurance[];
  certifications: string;
  notes: string;
};

export const BID_FORM_FIELDS = [
  'value',
  'currency',
  'shipmentMode',
  'truckCount',
  'preferredRegions',
  'insuranceTypes',
  'certifications',
  'notes',
] as const satisfies ReadonlyArray<keyof BidFormValues>;

/** The carrier's standing terms (its profile) that a new bid starts from. */
export type BidProfileDefaults = {
  preferredRegions: readonly string[];
  insuranceTypes: readonly string[];
  certifications: string | null;
};

/** Most freight on the Caspian routes is priced in dollars. */
export const DEFAULT_BID_CURRENCY: Currency = 'USD';

export const DIGITS_PATTERN = /^\d+$/;

const known = <T extends string>(codes: readonly string[], all: readonly T[]): T[] =>
  all.filter((code) => codes.includes(code));

/** A mode or currency the form offers, or none: the carrier picks one rather than send an unknown code. */
const knownMode = (mode: string | null | undefined) => (isKnown(TRANSPORT_MODES, mode) ? mode : null);
const knownCurrency = (currency: string | undefined) => (isKnown(CURRENCIES, currency) ? currency : null);

export function newBidValues(
  mode: string | null | undefined,
  defaults: BidProfileDefaults | null,
): BidFormValues {
  return {
    value: '',
    currency: DEFAULT_BID_CURRENCY,
    shipmentMode: knownMode(mode),
    truckCount: '',
    preferredRegions: known(defaults?.preferredRegions ?? [], PREFERRED_REGIONS),
    insuranceTypes: known(defaults?.insuranceTypes ?? [], INSURANCE_TYPES),
    certifications: defaults?.certifications ?? '',
    notes: '',
  };
}

/** Updates the carrier may still make to a bid; undefined when the server does not say how many it made. */
export const updatesLeft = (bid: Pick<Bid, 'updateCount'>) =>
  bid.updateCount === undefined ? undefined : Math.max(0, MAX_BID_UPDATES - bid.updateCount);

/** An existing bid in the form; its price written the language's way ('1200,5' in az). */
export function bidToValues(bid: Bid, language = formLanguage(undefined)): BidFormValues {
  return {
    value: toInputText(bid.value, language),
    currency: knownCurrency(bid.currency),
    shipmentMode: knownMode(bid.shipmentMode),
    truckCount: bid.truckCount === undefined ? '' : String(bid.truckCount),
    preferredRegions: known(bid.preferredRegions, PREFERRED_REGIONS),
    insuranceTypes: known(bid.insuranceTypes, INSURANCE_TYPES),
    certifications: bid.certifications ?? '',
    notes: bid.notes ?? '',
  };
}

/** The terms as the API takes them, before validation; a price that cannot be read is NaN. */
export function toTermsInput(values: BidFormValues, language: string) {
  const trucks = values.truckCount.trim();
  return {
    value: readNumberField(values.value, language).value ?? Number.NaN,
    currency: values.currency ?? undefined,
    shipmentMode: values.shipmentMode ?? undefined,
    // Trucks are counted for road only; a count typed before switching mode is not sent.
    truckCount: values.shipmentMode === 'ROAD' && trucks !== '' ? Number(trucks) : null,
    preferredRegions: values.preferredRegions,
    insuranceTypes: values.insuranceTypes,
    certifications: values.certifications.trim() === '' ? null : values.certifications.trim(),
    notes: values.notes.trim(),
  };
}

/** The language the price is read in comes from `useForm({ context: { language } })`. */
export const bidFormResolver: Resolver<BidFormValues, { language: string } | undefined, BidTerms> = (
  values,
  context,
  options,
) => {
  const language = formLanguage(context);
  const result = bidTermsSchema.safeParse(toTermsInput(values, language));
  if (result.success) return { values: result.data, errors: {} };
  const price = readNumberField(values.value, language);
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.');
    // An empty price is missing, and an unreadable one says why (ambiguous, malformed…).
    const message =
      name !== 'value' ? issue.message : price.empty ? bidMsg.required : (price.message ?? issue.message);
    errors[name] ??= { type: issue.code, message };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};
