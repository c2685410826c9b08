import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';

/** Copies an inquiry code and says so (spec §8: 'Id kopyalandı'). Stable, so memoised rows keep still. */
export function useCopyInquiryCode() {
  const { t } = useTranslation(['inquiry-list', 'common']);
  return useCallback(
    async (code: string) => {
      try {
        await navigator.clipboard.writeText(code);
        notify.success(t('common:idCopied'));
      } catch {
        // No clipboard (an insecure page, a denied permission): say so rather than fail silently.
        notify.error(t('inquiry-list:copyFailed'));
      }
    },
    [t],
  );
}
