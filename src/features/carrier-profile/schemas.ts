import { z } from 'zod/mini';
import { INSURANCE_TYPES, PREFERRED_REGIONS, TRANSPORT_MODES } from '@/config/enums';
import { MAX_TRUCK_COUNT, MESSAGE_LIMIT_SEPARATOR, PROFILE_TEXT_MAX_LENGTH } from '@/config/limits';
import { listOrEmpty, maybe, openEnum } from '@/lib/lenient';

// What a carrier must fill in before it may bid; the form, the API and the demo backend share it.

export const carrierProfileMsg = {
  required: 'common:text.field_required',
  pickOne: 'carrier-profile:validation.pickOne',
  truckCount: `carrier-profile:validation.truckCount${MESSAGE_LIMIT_SEPARATOR}${MAX_TRUCK_COUNT}`,
  tooLong: `carrier-profile:validation.tooLong${MESSAGE_LIMIT_SEPARATOR}${PROFILE_TEXT_MAX_LENGTH}`,
} as const;
const m = carrierProfileMsg;

const text = () =>
  z
    .string({ error: m.required })
    .check(z.trim(), z.minLength(1, m.required), z.maxLength(PROFILE_TEXT_MAX_LENGTH, m.tooLong));

/** The profile as PUT /logistic/profile takes it. `truckCount` counts only when `hasTruck`. */
export const carrierProfileInputSchema = z
  .object({
    insuranceTypes: z.array(z.enum(INSURANCE_TYPES)).check(z.minLength(1, m.pickOne)),
    hasTruck: z.boolean({ error: m.required }),
    truckCount: z.nullable(z.number({ error: m.truckCount })),
    agencyName: text(),
    agencyMembership: text(),
    certifications: text(),
    specializedModes: z.array(z.enum(TRANSPORT_MODES)).check(z.minLength(1, m.pickOne)),
    preferredRegions: z.array(z.enum(PREFERRED_REGIONS)).check(z.minLength(1, m.pickOne)),
  })
  .check(
    z.refine(
      (v) =>
        !v.hasTruck ||
        (v.truckCount !== null &&
          Number.isInteger(v.truckCount) &&
          v.truckCount >= 1 &&
          v.truckCount <= MAX_TRUCK_COUNT),
      { path: ['truckCount'], message: m.truckCount },
    ),
  );
export type CarrierProfileInput = z.infer<typeof carrierProfileInputSchema>;

const savedText = z.pipe(
  maybe(z.string()),
  z.transform((value) => value ?? ''),
);

export const carrierProfileAnswerSchema = z.object({
  profile: z.pipe(
    maybe(
      z.object({
        insuranceTypes: listOrEmpty(openEnum(INSURANCE_TYPES)),
        hasTruck: maybe(z.boolean()),
        truckCount: maybe(z.number()),
        agencyName: savedText,
        agencyMembership: savedText,
        certifications: savedText,
        specializedModes: listOrEmpty(openEnum(TRANSPORT_MODES)),
        preferredRegions: listOrEmpty(openEnum(PREFERRED_REGIONS)),
        updatedAt: maybe(z.string()),
      }),
    ),
    z.transform((profile) => profile ?? null),
  ),
  complete: z.boolean(),
});
export type CarrierProfileAnswer = z.infer<typeof carrierProfileAnswerSchema>;
export type CarrierProfile = NonNullable<CarrierProfileAnswer['profile']>;

/** The one rule for 'may this carrier bid yet': every field of the input schema holds. */
export const isCarrierProfileComplete = (profile: unknown) =>
  profile != null && carrierProfileInputSchema.safeParse(profile).success;
