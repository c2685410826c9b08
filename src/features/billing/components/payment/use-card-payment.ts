import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@/config/enums';
import { describeError } from '@/lib/api-error';
import { useStartPayment } from '../../api/start-payment';
import { payWithCard } from '../../api/pay-with-card';
import { paymentWriteKeys } from '../../api/query-keys';
import type { CardInput, Transaction } from '../../schemas';

export type PaymentOutcome =
  | { kind: 'succeeded'; payment: Transaction }
  | { kind: 'uncaptured'; payment: Transaction }
  | { kind: 'failed'; reason: string };

/**
 * Pays one currency's balance: the server opens a payment for what is owed, then the card is sent
 * once. A ref, not the busy state, keeps a double click from opening a second payment.
 */
export function useCardPayment(currency: Currency, promoCode: string | null) {
  const { t } = useTranslation(['billing', 'errors']);
  const queryClient = useQueryClient();
  const start = useStartPayment();
  const inFlight = useRef(false);
  const [processing, setProcessing] = useState(false);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);

  const pay = async (card: CardInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProcessing(true);
    setOutcome(null);
    try {
      const payment = await start.mutateAsync({ currency, promoCode });
      const answer = await payWithCard(payment.id, card);
      // Only a status that says the money arrived reads as success; 'uncaptured', 'pending' or a
      // status the app does not know reads as 'not settled yet', never as paid.
      if (answer.status === 'failed')
        setOutcome({ kind: 'failed', reason: answer.failureReason ?? t('billing:outcome.declined') });
      else if (answer.status === 'succeeded' || answer.status === 'paid')
        setOutcome({ kind: 'succeeded', payment: answer });
      else setOutcome({ kind: 'uncaptured', payment: answer });
    } catch (error) {
      setOutcome({ kind: 'failed', reason: describeError(error, t) });
    } finally {
      inFlight.current = false;
      setProcessing(false);
      // A failed attempt is a transaction too; a success changes the balances and adds an invoice,
      // and home's totals count the same payments.
      for (const queryKey of paymentWriteKeys) void queryClient.invalidateQueries({ queryKey });
    }
  };

  return { pay, processing, outcome };
}
