import { act, renderHook } from '@testing-library/react';
import { amountToPay, billingReducer, initialBillingState, useBillingState } from './billing-state';

describe('billing state', () => {
  it('starts with commission and currency both null (spec §3)', () => {
    expect(initialBillingState).toEqual({ commission: null, currency: null });
    const { result } = renderHook(() => useBillingState());
    expect(result.current[0]).toEqual({ commission: null, currency: null });
  });

  it('takes the commission and currency of an accepted promo code, and forgets them when cleared', () => {
    const { result } = renderHook(() => useBillingState());
    act(() => result.current[1]({ type: 'promoApplied', commission: 41.9, currency: 'USD' }));
    expect(result.current[0]).toEqual({ commission: 41.9, currency: 'USD' });
    act(() => result.current[1]({ type: 'promoApplied', commission: 12.5, currency: 'EUR' }));
    expect(result.current[0]).toEqual({ commission: 12.5, currency: 'EUR' });
    act(() => result.current[1]({ type: 'promoCleared' }));
    expect(result.current[0]).toEqual({ commission: null, currency: null });
  });

  it('keeps the same object when there is nothing to clear', () => {
    expect(billingReducer(initialBillingState, { type: 'promoCleared' })).toBe(initialBillingState);
  });

  it('pays the promo commission only for its own currency, else the balance owed', () => {
    const balance = { owed: 83.8, currency: 'USD' };
    expect(amountToPay(initialBillingState, balance)).toBe(83.8);
    expect(amountToPay({ commission: 41.9, currency: 'USD' }, balance)).toBe(41.9);
    expect(amountToPay({ commission: 0, currency: 'USD' }, balance)).toBe(0);
    expect(amountToPay({ commission: 41.9, currency: 'EUR' }, balance)).toBe(83.8);
  });
});
