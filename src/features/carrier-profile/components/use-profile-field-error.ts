import { useTranslation } from 'react-i18next';
import { MAX_TRUCK_COUNT, PROFILE_TEXT_MAX_LENGTH } from '@/config/limits';
import { translateFieldError } from '@/lib/forms';
import { carrierProfileMsg } from '../schemas';

const LIMIT_MESSAGES: Record<string, number> = {
  [carrierProfileMsg.truckCount]: MAX_TRUCK_COUNT,
  [carrierProfileMsg.tooLong]: PROFILE_TEXT_MAX_LENGTH,
};

/** A schema message in the user's language, with the limit it names filled in. */
export function useProfileFieldError() {
  const { t } = useTranslation(['carrier-profile', 'common']);
  return (message: string | undefined) => {
    const max = message === undefined ? undefined : LIMIT_MESSAGES[message];
    return max === undefined || message === undefined ? translateFieldError(t, message) : t(message, { max });
  };
}
