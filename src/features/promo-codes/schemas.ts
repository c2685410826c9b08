import { z } from 'zod/mini';
import { PROMO_CODE_PATTERN, PROMO_KINDS } from '@/config/billing';
import { CURRENCIES } from '@/config/enums';
import { fieldMsg } from '@/lib/field-schemas';
import { maybe, openEnum } from '@/lib/lenient';
import { pageSchema } from '@/lib/page';

export const promoMsg = {
  required: fieldMsg.required,
  code: 'promo-codes:validation.code',
  value: 'promo-codes:validation.value',
  percent: 'promo-codes:validation.percent',
  maxUses: 'promo-codes:validation.maxUses',
  expiry: 'promo-codes:validation.expiry',
  currency: 'promo-codes:validation.currency',
} as const;
const m = promoMsg;

/** Derived: active, expired (past its day or expired by hand) or used up. */
export const PROMO_STATES = ['active', 'expired', 'used_up'] as const;
export type PromoState = (typeof PROMO_STATES)[number];

export const promoCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: maybe(openEnum(PROMO_KINDS)),
  value: maybe(z.number()),
  currency: maybe(openEnum(CURRENCIES)),
  createdAt: maybe(z.string()),
  expiresAt: maybe(z.string()),
  maxUses: maybe(z.number()),
  usedCount: maybe(z.number()),
  state: openEnum(PROMO_STATES),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;
export const promoCodePageSchema = pageSchema(promoCodeSchema, 'GET /promo-codes');

export const promoCodeInputSchema = z
  .object({
    code: z.string({ error: m.required }).check(z.regex(PROMO_CODE_PATTERN, m.code)),
    kind: z.enum(PROMO_KINDS, { error: m.required }),
    value: z.number({ error: m.value }).check(z.positive(m.value)),
    currency: z.nullable(z.enum(CURRENCIES)),
    expiresAt: z.string({ error: m.required }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, m.expiry)),
    maxUses: z.number({ error: m.maxUses }).check(z.int(m.maxUses), z.minimum(1, m.maxUses)),
  })
  .check(
    z.refine((v) => v.kind !== 'COMMISSION' || v.value < 100, { path: ['value'], message: m.percent }),
    z.refine((v) => v.kind !== 'DISCOUNT' || v.currency !== null, {
      path: ['currency'],
      message: m.currency,
    }),
  );
export type PromoCodeInput = z.infer<typeof promoCodeInputSchema>;

export type { PromoCodesState as PromoCodeQuery } from './promo-codes-url-state';
