import { useTranslation } from 'react-i18next';
import {
  BID_NOTES_MAX_LENGTH,
  MAX_BID_VALUE,
  MAX_TRANSIT_DAYS,
  MAX_TRUCK_COUNT,
  PROFILE_TEXT_MAX_LENGTH,
} from '@/config/limits';
import { formatNumber } from '@/lib/format';
import { translateFieldError } from '@/lib/forms';
import { bidMsg } from '../../schemas';
import type { BidFormValues } from './bid-form-values';

/** A schema message in the user's language, with the limit it names filled in for that field. */
export function useBidFieldError() {
  const { t, i18n } = useTranslation(['bid-form', 'common']);
  return (message: string | undefined, field: keyof BidFormValues) => {
    switch (message) {
      case bidMsg.valueTooLarge:
        return t(message, { max: formatNumber(MAX_BID_VALUE, i18n.language) });
      case bidMsg.truckCount:
        return t(message, { max: MAX_TRUCK_COUNT });
      case bidMsg.transitDays:
        return t(message, { max: MAX_TRANSIT_DAYS });
      case bidMsg.tooLong:
        return t(message, { max: field === 'notes' ? BID_NOTES_MAX_LENGTH : PROFILE_TEXT_MAX_LENGTH });
      default:
        return translateFieldError(t, message);
    }
  };
}
