import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { INSURANCE_TYPES, PREFERRED_REGIONS, TRANSPORT_MODES } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import { carrierProfileInputSchema, type CarrierProfile, type CarrierProfileInput } from '../schemas';

export type ProfileFormValues = {
  insuranceTypes: Array<(typeof INSURANCE_TYPES)[number]>;
  hasTruck: '' | 'yes' | 'no';
  truckCount: string;
  agencyName: string;
  agencyMembership: string;
  certifications: string;
  specializedModes: Array<(typeof TRANSPORT_MODES)[number]>;
  preferredRegions: Array<(typeof PREFERRED_REGIONS)[number]>;
};

const known = <const T extends readonly string[]>(all: T, codes: readonly string[] = []) =>
  codes.filter((code): code is T[number] => isKnown(all, code));

export function toProfileFormValues(profile: CarrierProfile | null): ProfileFormValues {
  const hasTruck = profile?.hasTruck;
  return {
    insuranceTypes: known(INSURANCE_TYPES, profile?.insuranceTypes),
    hasTruck: hasTruck === undefined ? '' : hasTruck ? 'yes' : 'no',
    truckCount: profile?.truckCount === undefined ? '' : String(profile.truckCount),
    agencyName: profile?.agencyName ?? '',
    agencyMembership: profile?.agencyMembership ?? '',
    certifications: profile?.certifications ?? '',
    specializedModes: known(TRANSPORT_MODES, profile?.specializedModes),
    preferredRegions: known(PREFERRED_REGIONS, profile?.preferredRegions),
  };
}

export const PROFILE_FIELDS = Object.keys(toProfileFormValues(null)) as Array<keyof ProfileFormValues>;

/** The body as PUT /logistic/profile takes it, before validation. */
export function toProfileInput(values: ProfileFormValues) {
  const hasTruck = values.hasTruck === '' ? undefined : values.hasTruck === 'yes';
  const count = values.truckCount.trim();
  return {
    ...values,
    hasTruck,
    // Without a truck the count is not asked, so a number typed before switching to 'no' is dropped.
    truckCount: hasTruck && count !== '' ? Number(count) : null,
  };
}

export const profileResolver: Resolver<ProfileFormValues, unknown, CarrierProfileInput> = (
  values,
  _context,
  options,
) => {
  const result = carrierProfileInputSchema.safeParse(toProfileInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.');
    errors[name] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};
