import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/api-error';
import { FormActions } from './form-actions';
import { Button } from './button';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The dialog closes once this resolves; if it throws, it stays open and says why under the message. */
  onConfirm: () => void | Promise<void>;
  loading?: boolean;
};

/**
 * The one confirm shell: an alertdialog with a green OK and a red cancel (spec §8). It asks before a
 * consequential action, so a stray click outside does not dismiss it; a refusal is said inside it.
 */
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
  // Where the focus was when the dialog opened. Radix gives it back to a Dialog.Trigger only, and most
  // callers open this from their own button or menu item: without this, the focus fell to the page.
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
      // Closing would hide what was refused: the dialog stays, with the server's reason.
      setError(failure);
    } finally {
      confirming.current = false;
      setPending(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy || next ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-slate-900/50 p-4">
          <Dialog.Content
            role="alertdialog"
            onPointerDownOutside={(event) => event.preventDefault()}
            // The safe answer takes focus first, so Enter on an opened dialog never confirms by accident.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              const before = document.activeElement;
              returnFocusTo.current =
                before instanceof HTMLElement && before !== document.body ? before : null;
              cancelRef.current?.focus();
            }}
            onCloseAutoFocus={(event) => {
              const target = returnFocusTo.current;
              returnFocusTo.current = null;
              // An element gone with the confirmed action (a removed row's button) cannot take it back.
              if (!target?.isConnected) return;
              event.preventDefault();
              target.focus();
            }}
            className="w-full rounded-card bg-white p-6 shadow-card focus:outline-none md:w-[440px]"
          >
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-slate-600">{message}</Dialog.Description>
            {error !== null && (
              <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {describeError(error, t)}
              </p>
            )}
            <FormActions className="mt-6">
              <Button ref={cancelRef} variant="red" disabled={busy} onClick={close}>
                {cancelLabel ?? t('common:actions.no')}
              </Button>
              <Button variant="green" loading={busy} onClick={() => void confirm()}>
                {confirmLabel ?? t('common:actions.yes')}
              </Button>
            </FormActions>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
