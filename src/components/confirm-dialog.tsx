import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/api-error';
import { Button } from './button';
import { Dialog } from './dialog';
import { FormAlert } from './form-alert';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The dialog closes once this resolves; if it throws, it stays open and says why. */
  onConfirm: () => void | Promise<void>;
  loading?: boolean;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  loading = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Radix gives the focus back to a Dialog.Trigger only; most callers open this from their own button.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // `pending` disables the button on the next render; a second click before it must not confirm twice.
  const confirming = useRef(false);
  const busy = loading || pending;

  const close = () => {
    setError(null);
    onOpenChange(false);
  };

  const confirm = async () => {
    if (confirming.current) return;
    confirming.current = true;
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (failure) {
      setError(failure);
    } finally {
      confirming.current = false;
      setPending(false);
    }
  };

  return (
    <Dialog
      alert
      open={open}
      onOpenChange={(next) => (busy || next ? undefined : close())}
      title={title}
      description={message}
      widthClassName="md:w-[440px]"
      // The safe answer takes focus first, so Enter on an opened dialog never confirms by accident.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        const before = document.activeElement;
        returnFocusTo.current = before instanceof HTMLElement && before !== document.body ? before : null;
        cancelRef.current?.focus();
      }}
      onCloseAutoFocus={(event) => {
        const target = returnFocusTo.current;
        returnFocusTo.current = null;
        // A button gone with the confirmed action cannot take it back.
        if (!target?.isConnected) return;
        event.preventDefault();
        target.focus();
      }}
      footer={
        <>
          <Button ref={cancelRef} variant="red" disabled={busy} onClick={close}>
            {cancelLabel ?? t('common:actions.no')}
          </Button>
          <Button variant="green" loading={busy} onClick={() => void confirm()}>
            {confirmLabel ?? t('common:actions.yes')}
          </Button>
        </>
      }
    >
      {error !== null && <FormAlert tone="error">{describeError(error, t)}</FormAlert>}
    </Dialog>
  );
}
