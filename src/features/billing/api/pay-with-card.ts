import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { ApiError, toApiError } from '@/lib/api-error';
import { transactionSchema, type CardInput } from '../schemas';

/**
 * POST /billing/payments/{paymentId}/confirm with the card. Deliberately not a TanStack mutation:
 * a mutation keeps its variables (the card) in the mutation cache. A failure is rebuilt without its
 * cause (the axios error holds the request body), so the card cannot travel on in an error object,
 * a log or an error report.
 */
export async function payWithCard(paymentId: number, card: CardInput) {
  try {
    return await apiRequest(transactionSchema, {
      method: 'POST',
      url: endpoints.billing.confirm(paymentId),
      data: card,
    });
  } catch (error) {
    const { kind, status, message, serverMessage, fieldErrors } = toApiError(error);
    throw new ApiError({ kind, status, message, serverMessage, fieldErrors });
  }
}
