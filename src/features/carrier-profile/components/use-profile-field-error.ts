import { useTranslation } from 'react-i18next';
import { MAX_TRUCK_COUNT, PROFILE_TEXT_MAX_LENGTH } from '@/config/limits';
import { translateFieldError } from '@/lib/forms';
import { carrierProfileMsg } from '../schemas';

type LimitMessage = typeof carrierProfileMsg.truckCount | typeof carrierProfileMsg.tooLong;

/** The messages that name a limit, with the limit they name. */
const LIMIT_MESSAGES: Record<LimitMessage, number> = {
  [carrierProfileMsg.truckCount]: MAX_TRUCK_COUNT,
  [carrierProfileMsg.tooLong]: PROFILE_TEXT_MAX_LENGTH,
};

const namesLimit = (message: string | undefined): message is LimitMessage =>
  message !== undefined && Object.hasOwn(LIMIT_MESSAGES, message);

/** A schema message in the user's language, with the limit it names filled in. */
export function useProfileFieldError() {
  const { t } = useTranslation(['carrier-profile', 'common']);
  return (message: string | undefined) =>
    namesLimit(message) ? t(message, { max: LIMIT_MESSAGES[message] }) : translateFieldError(t, message);
}
