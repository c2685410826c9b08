import type bidForm from '../../locales/en/bid-form.json';
import type billing from '../../locales/en/billing.json';
import type carrierProfile from '../../locales/en/carrier-profile.json';
import type email from '../../locales/en/email.json';
import type inquiries from '../../locales/en/inquiries.json';
import type notifications from '../../locales/en/notifications.json';
import type promoCodes from '../../locales/en/promo-codes.json';
import type ratings from '../../locales/en/ratings.json';
import type routeOffers from '../../locales/en/route-offers.json';
import type validation from '../../locales/en/validation.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type FeatureMessages<
  Ns extends string,
  Words extends { validation: object },
> = `${Ns}:validation.${Leaves<Words['validation']>}`;

/** A schema's message, as a field's error carries it (before a limit: 'validation:tooLong|50'). */
export type ValidationMessageKey =
  | `validation:${Leaves<typeof validation>}`
  | 'common:text.field_required'
  | FeatureMessages<'bid-form', typeof bidForm>
  | FeatureMessages<'billing', typeof billing>
  | FeatureMessages<'carrier-profile', typeof carrierProfile>
  | FeatureMessages<'email', typeof email>
  | FeatureMessages<'inquiries', typeof inquiries>
  | FeatureMessages<'notifications', typeof notifications>
  | FeatureMessages<'promo-codes', typeof promoCodes>
  | FeatureMessages<'ratings', typeof ratings>
  | FeatureMessages<'route-offers', typeof routeOffers>;
