import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

/**
 * The questions asked of a row: each prefix's `.title`, `.confirm` and `.cancel` are the dialog's
 * words. Listed so the key check of `npm run lint` reads them; a new question joins here.
 */
type RowQuestion = 'all-billing:refund' | 'promo-codes:expire' | 'route-offers:withdraw';

type Props<T> = {
  /** The row asked about; the dialog is open while there is one. */
  row: T | null;
  onClose: () => void;
  /** The question's words, by their keys' prefix. */
  texts: RowQuestion;
  message: (row: T) => ReactNode;
  /** The action on the row; the dialog closes once it resolves and stays, saying why, if it throws. */
  onConfirm: (row: T) => Promise<unknown>;
};

/** Asks before an action on one row of a list (refund, withdraw, expire), named by the row's own facts. */
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
