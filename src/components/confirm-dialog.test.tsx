import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type HarnessProps = Partial<ConfirmDialogProps>;

function Harness(props: HarnessProps) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange?.(next);
      }}
      title="Təsdiqlə"
      message="Bu təklifi qəbul etmək istədiyinizə əminsiniz?"
      onConfirm={props.onConfirm ?? vi.fn()}
      confirmLabel={props.confirmLabel}
      cancelLabel={props.cancelLabel}
      loading={props.loading}
    />
  );
}

/** A caller with no Dialog.Trigger: its own button opens the dialog, as most screens' do. */
function OpenedByOwnButton({ onConfirm }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Təklifi sil
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Təsdiqlə"
        message="Silinsin?"
        onConfirm={onConfirm ?? vi.fn()}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it.each([
    ['cancelled', 'Xeyir'],
    ['confirmed', 'Bəli'],
  ])('gives the focus back to what opened it when %s', async (_, answer) => {
    render(<OpenedByOwnButton />);
    const opener = screen.getByRole('button', { name: 'Təklifi sil' });
    await userEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Xeyir' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: answer }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('gives the focus back to what opened it when closed by Escape', async () => {
    render(<OpenedByOwnButton />);
    const opener = screen.getByRole('button', { name: 'Təklifi sil' });
    await userEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Xeyir' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('is an alertdialog with title and message', () => {
    render(<Harness />);
    const dialog = screen.getByRole('alertdialog', { name: 'Təsdiqlə' });
    expect(dialog).toHaveAccessibleDescription('Bu təklifi qəbul etmək istədiyinizə əminsiniz?');
  });

  it("has a green 'Bəli' and a red 'Xeyir' button", () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Bəli' })).toHaveClass('bg-green-700');
    expect(screen.getByRole('button', { name: 'Xeyir' })).toHaveClass('bg-red-700');
  });

  it('takes other labels', () => {
    render(<Harness confirmLabel="Sil" cancelLabel="Geri" />);
    expect(screen.getByRole('button', { name: 'Sil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Geri' })).toBeInTheDocument();
  });

  it('puts focus on the safe answer first', async () => {
    render(<Harness />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Xeyir' })).toHaveFocus());
  });

  it('calls onConfirm, then closes', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<Harness onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bəli' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows a busy OK button while an async onConfirm runs and stays open if it fails', async () => {
    let reject: (error: Error) => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((_, fail) => (reject = fail)));
    const onOpenChange = vi.fn();
    render(<Harness onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    const ok = screen.getByRole('button', { name: 'Bəli' });
    await userEvent.click(ok);
    expect(ok).toBeDisabled();
    expect(ok).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Xeyir' })).toBeDisabled();
    reject(new Error('409'));
    await waitFor(() => expect(ok).toBeEnabled());
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('says the server’s refusal inside, and forgets it when closed and opened again', async () => {
    const refusal = new ApiError({
      kind: 'http',
      status: 409,
      message: 'x',
      serverMessage: 'Təklif artıq qəbul edilib',
    });
    const onConfirm = vi.fn().mockRejectedValue(refusal);
    function Reopenable() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Aç
          </button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Təsdiqlə"
            message="Əminsiniz?"
            onConfirm={onConfirm}
          />
        </>
      );
    }
    render(<Reopenable />);
    await userEvent.click(screen.getByRole('button', { name: 'Bəli' }));
    const dialog = screen.getByRole('alertdialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Təklif artıq qəbul edilib');
    expect(dialog).toHaveAccessibleDescription('Əminsiniz?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xeyir' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Aç' }));
    expect(within(await screen.findByRole('alertdialog')).queryByRole('alert')).toBeNull();
  });

  it('cancels without confirming', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<Harness onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Xeyir' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes by Escape but not by a stray click outside', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    const overlay = screen.getByRole('alertdialog').parentElement as HTMLElement;
    await userEvent.click(overlay);
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the caller’s loading state', () => {
    render(<Harness loading />);
    expect(screen.getByRole('button', { name: 'Bəli' })).toHaveAttribute('aria-busy', 'true');
  });
});
