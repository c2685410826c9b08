import { useReducer } from 'react';

export type BillingState = { commission: number | null; currency: string | null };

export type BillingAction =
  { type: 'promoApplied'; commission: number; currency: string } | { type: 'promoCleared' };

export const initialBillingState: BillingState = { commission: null, currency: null };

export function billingReducer(state: BillingState, action: BillingAction): BillingState {
  switch (action.type) {
    case 'promoApplied':
      return { commission: action.commission, currency: action.currency };
    case 'promoCleared':
      return state.commission === null && state.currency === null ? state : initialBillingState;
  }
}

/** What to pay: the promo code's commission when one applies to this currency, else the balance. */
export function amountToPay(state: BillingState, balance: { owed: number; currency: string }) {
  return state.commission !== null && state.currency === balance.currency ? state.commission : balance.owed;
}

export const useBillingState = () => useReducer(billingReducer, initialBillingState);
