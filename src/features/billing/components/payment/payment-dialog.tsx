import { Suspense } from 'react';
import { lazyRetrying } from '@/lib/lazy-retrying';
import type { Currency } from '@/config/enums';
import type { Balance } from './open-payment-dialog';

const OpenPaymentDialog = lazyRetrying(() =>
  import('./open-payment-dialog').then((m) => ({ default: m.OpenPaymentDialog })),
);

type Props = { balance: Balance | null; onClose: () => void };

/** The name of the card form's kept copy for one currency's payment (lib/unsent-form). */
export const paymentUnsentId = (currency: Currency) => `payment:${currency}`;

/** 'Choose payment method' for one currency's balance. Closing it forgets everything typed. */
export function PaymentDialog({ balance, onClose }: Props) {
  // Mounted per opening: the billing state, the card and the outcome all start empty each time.
  return balance ? (
    <Suspense fallback={null}>
      <OpenPaymentDialog key={balance.currency} balance={balance} onClose={onClose} />
    </Suspense>
  ) : null;
}
