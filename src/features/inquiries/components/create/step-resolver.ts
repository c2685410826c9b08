import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { inquiryMsg } from '../../schemas';
import type { InquiryFormValues, PlaceValues } from './form-values';
import { STEPS } from './steps';

export const cityNotFoundMessage = 'inquiry-create:city.notFound';

type StepResolverOptions = {
  /** The step on screen (1-based): only its schema is checked. */
  step: number;
  /** Whether a typed city is one the country's list knows (or the country has no list). */
  isKnownCity: (countryId: number, city: string) => Promise<boolean>;
};

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function valueAt(values: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    values,
  );
}

/** Checks the step on screen; a missing value says 'required' whatever its type's message. */
export function createStepResolver({ step: current, isKnownCity }: StepResolverOptions) {
  const resolver: Resolver<InquiryFormValues> = async (values, _context, options) => {
    const errors: Record<string, FieldError> = {};
    const result = STEPS[current - 1]!.schema.safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const name = issue.path.map(String).join('.');
        if (errors[name]) continue; // the first message of a field is the one to fix first
        const missing = issue.code === 'invalid_type' && isEmpty(valueAt(values, issue.path));
        const message = missing ? inquiryMsg.required : issue.message;
        errors[name] = { type: issue.code, message };
      }
    }
    const key = STEPS[current - 1]!.key;
    if (key === 'pickup' || key === 'delivery') {
      const place: PlaceValues = values[key];
      if (!errors[`${key}.city`] && place.countryId !== null && place.city.trim() !== '') {
        if (!(await isKnownCity(place.countryId, place.city))) {
          errors[`${key}.city`] = { type: 'unknownCity', message: cityNotFoundMessage };
        }
      }
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
  return resolver;
}
