import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import {
  CHARGE_TYPES,
  CURRENCIES,
  INSURANCE_TYPES,
  PREFERRED_REGIONS,
  TRANSPORT_MODES,
  type ChargeType,
  type Currency,
  type TransportMode,
} from '@/config/enums';
import { MAX_BID_UPDATES } from '@/config/limits';
import { isKnown } from '@/lib/lenient';
import { toInputText } from '@/lib/numbers';
import { formLanguage, readNumberField } from '@/lib/numbers-messages';
import { bidMsg, bidTermsSchema, breakdownTotal, type Bid, type BidTerms } from '../../schemas';

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
  transitDays: string;
  itemised: boolean;
  charges: Record<ChargeType, string>;
};

const noCharges = (): Record<ChargeType, string> =>
  Object.fromEntries(CHARGE_TYPES.map((type) => [type, ''])) as Record<ChargeType, string>;

export const BID_FORM_FIELDS = [
  'value',
  'currency',
  'shipmentMode',
  'truckCount',
  'preferredRegions',
  'insuranceTypes',
  'certifications',
  'notes',
  'transitDays',
] as const satisfies ReadonlyArray<keyof BidFormValues>;

/** The carrier's standing terms (its profile) that a new bid starts from. */
export type BidProfileDefaults = {
  preferredRegions: readonly string[];
  insuranceTypes: readonly string[];
  certifications: string | null;
};

/** Most freight on the Caspian routes is priced in dollars. */
export const DEFAULT_BID_CURRENCY: Currency = 'USD';

const known = <T extends string>(codes: readonly string[], all: readonly T[]): T[] =>
  all.filter((code) => codes.includes(code));

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
    transitDays: '',
    itemised: false,
    charges: noCharges(),
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
    transitDays: bid.transitDays === undefined ? '' : String(bid.transitDays),
    itemised: bid.breakdown.length > 0,
    charges: { ...noCharges(), ...chargesToValues(bid.breakdown, language) },
  };
}

const chargesToValues = (lines: Bid['breakdown'], language: string) =>
  Object.fromEntries(
    lines
      .filter((line) => isKnown(CHARGE_TYPES, line.type))
      .map((l) => [l.type, toInputText(l.amount, language)]),
  );

/** The lines typed, in the list's order, each read in the user's language (NaN when it cannot be). */
export function chargeLines(values: Pick<BidFormValues, 'charges'>, language: string) {
  return CHARGE_TYPES.filter((type) => values.charges[type].trim() !== '').map((type) => ({
    type,
    amount: readNumberField(values.charges[type], language).value ?? Number.NaN,
  }));
}

/** The sum of the lines as typed so far, or null while one of them cannot be read. */
export function typedTotal(values: Pick<BidFormValues, 'charges'>, language: string) {
  const lines = chargeLines(values, language);
  return lines.length > 0 && lines.every((l) => Number.isFinite(l.amount)) ? breakdownTotal(lines) : null;
}

/** The terms as the API takes them, before validation; a price that cannot be read is NaN. */
export function toTermsInput(values: BidFormValues, language: string) {
  const trucks = values.truckCount.trim();
  const days = values.transitDays.trim();
  const lines = values.itemised ? chargeLines(values, language) : [];
  return {
    // Itemised, the amount is the lines' sum: the carrier never types a total that could disagree.
    value: values.itemised
      ? (typedTotal(values, language) ?? Number.NaN)
      : (readNumberField(values.value, language).value ?? Number.NaN),
    currency: values.currency ?? undefined,
    shipmentMode: values.shipmentMode ?? undefined,
    // Trucks are counted for road only; a count typed before switching mode is not sent.
    truckCount: values.shipmentMode === 'ROAD' && trucks !== '' ? Number(trucks) : null,
    preferredRegions: values.preferredRegions,
    insuranceTypes: values.insuranceTypes,
    certifications: values.certifications.trim() === '' ? null : values.certifications.trim(),
    notes: values.notes.trim(),
    // Sent only when given, so a server without transit times or lines never sees them.
    ...(days === '' ? {} : { transitDays: Number(days) }),
    ...(lines.length === 0 ? {} : { breakdown: lines }),
  };
}

function placeIssue(
  issue: { path: PropertyKey[]; message: string },
  values: BidFormValues,
  input: ReturnType<typeof toTermsInput>,
  language: string,
): [string, string] | null {
  const name = issue.path.map(String).join('.');
  if (name.startsWith('breakdown.')) {
    // A line's refusal goes on the line: unreadable text says why, as the price field does.
    const type = input.breakdown?.[Number(issue.path[1])]?.type;
    if (!type) return [name, issue.message];
    const reading = readNumberField(values.charges[type], language);
    return [`charges.${type}`, reading.message ?? issue.message];
  }
  if (name !== 'value') return [name, issue.message];
  if (values.itemised) {
    const lines = input.breakdown ?? [];
    if (lines.length === 0) return ['charges.FREIGHT', bidMsg.breakdownEmpty];
    // A line that cannot be read says so itself; the total has nothing to add.
    return lines.every((l) => Number.isFinite(l.amount)) ? [name, issue.message] : null;
  }
  // An empty price is missing, and an unreadable one says why (ambiguous, malformed…).
  const price = readNumberField(values.value, language);
  return [name, price.empty ? bidMsg.required : (price.message ?? issue.message)];
}

/** The language the price is read in comes from `useForm({ context: { language } })`. */
export const bidFormResolver: Resolver<BidFormValues, { language: string } | undefined, BidTerms> = (
  values,
  context,
  options,
) => {
  const language = formLanguage(context);
  const input = toTermsInput(values, language);
  const result = bidTermsSchema.safeParse(input);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const placed = placeIssue(issue, values, input, language);
    if (placed) errors[placed[0]] ??= { type: issue.code, message: placed[1] };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};
