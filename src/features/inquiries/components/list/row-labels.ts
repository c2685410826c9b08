import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The words every row repeats, translated once per list render rather than once per row. */
export type RowLabels = {
  copyId: (code: string) => string;
  routeTo: string;
  mode: string;
  createdAt: string;
  pickupDate: string;
  bids: string;
};

export function useRowLabels(): RowLabels {
  const { t } = useTranslation(['inquiry-list', 'inquiries']);
  return useMemo(
    () => ({
      copyId: (code: string) => t('inquiry-list:copyId', { code }),
      routeTo: t('inquiry-list:routeTo'),
      mode: t('inquiries:fields.mode'),
      createdAt: t('inquiry-list:columns.createdAt'),
      pickupDate: t('inquiry-list:columns.pickupDate'),
      bids: t('inquiries:fields.bids'),
    }),
    [t],
  );
}
