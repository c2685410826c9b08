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

/** Pays one currency's balance: the server opens a payment for what is owed, then the card is sent once. */
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
      for (const queryKey of paymentWriteKeys) void queryClient.invalidateQueries({ queryKey });
    }
  };

  return { pay, processing, outcome };
}
