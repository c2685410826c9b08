import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

// The payment context (spec §3): the id of the payment being made, null between payments. The
// card itself never lives here; only the id the server gave the payment.

type PaymentContextValue = {
  paymentId: number | null;
  setPaymentId: (id: number | null) => void;
};

const PaymentContext = createContext<PaymentContextValue | null>(null);

export function PaymentProvider({ children }: { children: ReactNode }) {
  const [paymentId, setPaymentId] = useState<number | null>(null);
  const value = useMemo(() => ({ paymentId, setPaymentId }), [paymentId]);
  return <PaymentContext.Provider value={value}>{children}</PaymentContext.Provider>;
}

export function usePaymentContext() {
  const value = useContext(PaymentContext);
  if (!value) throw new Error('usePaymentContext must be used inside a PaymentProvider');
  return value;
}
