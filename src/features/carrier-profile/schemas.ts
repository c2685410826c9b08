import { z } from 'zod/mini';
import { INSURANCE_TYPES, PREFERRED_REGIONS, TRANSPORT_MODES } from '@/config/enums';
import { MAX_TRUCK_COUNT, PROFILE_TEXT_MAX_LENGTH } from '@/config/limits';

// The carrier profile (spec §3): what a carrier must fill in before it may bid ('complete your
// registration'). The form, the API and the demo backend all use these schemas. Messages are keys.

export const carrierProfileMsg = {
  required: 'common:text.field_required',
  pickOne: 'carrier-profile:validation.pickOne',
  truckCount: 'carrier-profile:validation.truckCount',
  tooLong: 'carrier-profile:validation.tooLong',
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

/** GET /logistic/profile and PUT's answer: the saved profile (null until first saved) and whether it is complete. */
export const carrierProfileAnswerSchema = z.object({
  profile: z.nullable(
    z.object({
      insuranceTypes: z.array(z.enum(INSURANCE_TYPES)),
      hasTruck: z.boolean(),
      truckCount: z.nullable(z.number()),
      agencyName: z.string(),
      agencyMembership: z.string(),
      certifications: z.string(),
      specializedModes: z.array(z.enum(TRANSPORT_MODES)),
      preferredRegions: z.array(z.enum(PREFERRED_REGIONS)),
      updatedAt: z.string(),
    }),
  ),
  complete: z.boolean(),
});
export type CarrierProfileAnswer = z.infer<typeof carrierProfileAnswerSchema>;
export type CarrierProfile = NonNullable<CarrierProfileAnswer['profile']>;

/** The one rule for 'may this carrier bid yet': every field of the input schema holds. */
export const isCarrierProfileComplete = (profile: unknown) =>
  profile != null && carrierProfileInputSchema.safeParse(profile).success;
