import { toNestErrors } from '@hookform/resolvers';

import type { FieldError, Resolver } from 'react-hook-form';
import { PROMO_KINDS, type PromoKind } from '@/config/billing';
import { CURRENCIES, type Currency } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import { toInputText } from '@/lib/numbers';
import { formLanguage, readNumberField } from '@/lib/numbers-messages';
import { promoCodeInputSchema, promoMsg, type PromoCode, type PromoCodeInput } from '../schemas';
import { todayApiDate } from '@/lib/dates';

/** An edited code may not allow fewer uses than it has already had. */
export const MAX_USES_BELOW_USED = 'promo-codes:validation.maxUsesBelowUsed';

export const emptyPromoValues = () => ({
  code: '',
  kind: 'COMMISSION' as PromoKind,
  value: '',
  currency: null as Currency | null,
  expiresAt: '',
  maxUses: '',
});
export type PromoCodeFormValues = ReturnType<typeof emptyPromoValues>;

export const PROMO_FORM_FIELDS = Object.keys(emptyPromoValues()) as (keyof PromoCodeFormValues)[];

/** The form of a code being edited; what the server left out starts empty, for the admin to fill in. */
export const promoToValues = (promo: PromoCode, language = formLanguage(undefined)): PromoCodeFormValues => ({
  code: promo.code,
  kind: isKnown(PROMO_KINDS, promo.kind) ? promo.kind : 'COMMISSION',
  value: promo.value === undefined ? '' : toInputText(promo.value, language),
  currency: isKnown(CURRENCIES, promo.currency) ? promo.currency : null,
  expiresAt: promo.expiresAt?.slice(0, 10) ?? '',
  maxUses: promo.maxUses === undefined ? '' : String(promo.maxUses),
});

const toNumber = (raw: string) => {
  const text = raw.trim().replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
};

/** The request, before validation. A commission code has no currency, whatever was picked before. */
export const toPromoInput = (values: PromoCodeFormValues, language: string) => ({
  code: values.code.trim().toUpperCase(),
  kind: values.kind,
  value: readNumberField(values.value, language).value ?? Number.NaN,
  currency: values.kind === 'DISCOUNT' ? values.currency : null,
  expiresAt: values.expiresAt,
  maxUses: toNumber(values.maxUses),
});

/** The resolver for a new code (`usedCount` 0) or an edited one. */
export function promoFormResolver(usedCount: number): Resolver<PromoCodeFormValues, unknown, PromoCodeInput> {
  return (values, context, options) => {
    const language = formLanguage(context);
    const input = toPromoInput(values, language);
    const result = promoCodeInputSchema.safeParse(input);
    const errors: Record<string, FieldError> = {};
    const add = (name: string, type: string, message: string) => (errors[name] ??= { type, message });

    // A value that cannot be read says why (ambiguous, malformed…), before 'enter a value'.
    const value = readNumberField(values.value, language);
    if (value.message) add('value', 'amount', value.message);
    if (!result.success)
      for (const issue of result.error.issues)
        add(issue.path.map(String).join('.'), issue.code, issue.message);
    // Refinements across fields are skipped while a field fails: say them anyway, all at once.
    if (input.kind === 'DISCOUNT' && input.currency === null) add('currency', 'custom', promoMsg.currency);
    if (input.kind === 'COMMISSION' && input.value >= 100) add('value', 'custom', promoMsg.percent);
    if (values.expiresAt !== '' && values.expiresAt < todayApiDate())
      add('expiresAt', 'custom', promoMsg.expiry);
    if (values.expiresAt === '') errors.expiresAt = { type: 'required', message: promoMsg.required };
    if (values.code.trim() === '') errors.code = { type: 'required', message: promoMsg.required };
    if (Number.isFinite(input.maxUses) && input.maxUses >= 1 && input.maxUses < usedCount)
      add('maxUses', 'custom', MAX_USES_BELOW_USED);

    if (Object.keys(errors).length === 0 && result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
