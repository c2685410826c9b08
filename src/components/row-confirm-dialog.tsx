import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

type RowQuestion = 'all-billing:refund' | 'promo-codes:expire' | 'route-offers:withdraw';

type Props<T> = {
  row: T | null;
  onClose: () => void;
  texts: RowQuestion;
  message: (row: T) => ReactNode;
  onConfirm: (row: T) => Promise<unknown>;
};

export function RowConfirmDialog<T>({ row, onClose, texts, message, onConfirm }: Props<T>) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(`${texts}.title`)}
      confirmLabel={t(`${texts}.confirm`)}
      cancelLabel={t(`${texts}.cancel`)}
      message={row && message(row)}
      onConfirm={async () => {
        if (row) await onConfirm(row);
      }}
    />
  );
}
