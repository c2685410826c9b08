import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

type Props<T> = {
  /** The row asked about; the dialog is open while there is one. */
  row: T | null;
  onClose: () => void;
  /** The translation keys' prefix: its `.title`, `.confirm` and `.cancel` are the dialog's words. */
  texts: string;
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
