import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { ApiError, toApiError } from '@/lib/api-error';
import { transactionSchema, type CardInput } from '../schemas';

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
