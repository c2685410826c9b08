import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/copy-text';

/** Copies an inquiry code and says so. Stable, so memoised rows keep still. */
export function useCopyInquiryCode() {
  const { t } = useTranslation(['inquiry-list', 'common']);
  return useCallback(
    (code: string) => copyText(code, { copied: t('common:idCopied'), failed: t('inquiry-list:copyFailed') }),
    [t],
  );
}
