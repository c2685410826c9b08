import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { translateFieldError } from '@/lib/forms';
import { MAIL_BODY_MAX, MAIL_MAX_ATTACHMENTS, MAIL_SUBJECT_MAX, mailMsg } from '../schemas';

/** A schema message in the user's language, with the limit it names filled in. */
export function useMailFieldError() {
  const { t, i18n } = useTranslation(['email', 'common']);
  return (message: string | undefined) => {
    switch (message) {
      case mailMsg.subjectTooLong:
        return t(message, { max: MAIL_SUBJECT_MAX });
      case mailMsg.bodyTooLong:
        return t(message, { max: formatNumber(MAIL_BODY_MAX, i18n.language) });
      case mailMsg.tooManyFiles:
        return t(message, { max: MAIL_MAX_ATTACHMENTS });
      default:
        return translateFieldError(t, message);
    }
  };
}
