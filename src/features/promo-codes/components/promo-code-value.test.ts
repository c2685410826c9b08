import { amountMsg } from '@/lib/numbers-messages';
import { emptyPromoValues, promoFormResolver } from './promo-code-form-values';

// The voucher amount is read by the app's one number parser, in the language the form names.

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('promo code value', () => {
  const resolvePromo = (value: string, language: string) =>
    promoFormResolver(0)(
      {
        ...emptyPromoValues(),
        code: 'SPRING-26',
        kind: 'DISCOUNT',
        currency: 'AZN',
        value,
        expiresAt: '2999-01-01',
        maxUses: '5',
      },
      { language },
      options,
    );

  it('reads an amount the language way', async () => {
    expect((await resolvePromo('1.250,5', 'az')).values).toMatchObject({ value: 1250.5 });
    expect((await resolvePromo('1,250.50', 'en')).values).toMatchObject({ value: 1250.5 });
  });

  it('refuses an ambiguous amount with its reason', async () => {
    const refused = await resolvePromo('1,250', 'az');
    expect(refused.values).toEqual({});
    expect(refused.errors.value?.message).toBe(amountMsg.ambiguous);
  });
});
