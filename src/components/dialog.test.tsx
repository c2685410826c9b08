import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './dialog';

function Harness({
  onOpenChange,
  widthClassName,
}: {
  onOpenChange?: (open: boolean) => void;
  widthClassName?: string;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
        title="Təfərrüatlar"
        footer={<button type="button">Təsdiqlə</button>}
        widthClassName={widthClassName}
      >
        <p>Bid rows</p>
        <input aria-label="Note" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a dialog named by its title, with body and footer', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Təfərrüatlar' });
    expect(dialog).toHaveTextContent('Bid rows');
    expect(screen.getByRole('button', { name: 'Təsdiqlə' })).toBeInTheDocument();
  });

  it('closes by the X button', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bağla' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes by Escape', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes by a click on the backdrop but not by a click inside', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByText('Bid rows'));
    expect(onOpenChange).not.toHaveBeenCalled();
    const overlay = document.querySelector('[data-slot="modal-overlay"]');
    expect(overlay).not.toBeNull();
    await userEvent.click(overlay as Element);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('locks page scroll while open and releases it after', async () => {
    render(<Harness />);
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'));
  });

  it('moves focus inside and keeps it there', async () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('scrolls a body taller than 600px or than the window leaves it, and is 536px wide from md up', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('[data-slot="modal-body"]')).toHaveClass(
      'max-h-[600px]',
      'min-h-0',
      'overflow-y-auto',
    );
    expect(dialog).toHaveClass('w-full', 'md:w-[536px]', 'max-h-[calc(100dvh-2rem)]');
  });

  it('takes another width', () => {
    render(<Harness widthClassName="md:w-[800px]" />);
    expect(screen.getByRole('dialog')).toHaveClass('md:w-[800px]');
    expect(screen.getByRole('dialog')).not.toHaveClass('md:w-[536px]');
  });

  it('describes itself when given a description', () => {
    render(
      <Dialog open onOpenChange={vi.fn()} title="Title" description="More about it">
        Body
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Title' })).toHaveAccessibleDescription('More about it');
  });
});
