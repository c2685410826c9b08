import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { ApiError } from '@/lib/api-error';
import { FormDialog } from './form-dialog';

// A minimal form in the dialog: a name of at least 3 letters and a note. The caller's onSubmit stands
// in for the server and either resolves or throws the server's refusal.

type Values = { name: string; note: string };

const nameResolver: Resolver<Values> = (values) =>
  values.name.trim().length >= 3
    ? { values, errors: {} }
    : { values: {}, errors: { name: { type: 'rule', message: 'Ad ən azı 3 hərf olmalıdır' } } as never };

function Harness({
  onSubmit,
  onClose = vi.fn(),
}: {
  onSubmit: (values: Values) => Promise<unknown>;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Aç
      </button>
      <FormDialog<Values>
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title="Yeni üzv"
        formOptions={{
          defaultValues: { name: '', note: '' },
          resolver: nameResolver,
        }}
        unsent={{ id: 'form-dialog-test' }}
        onSubmit={onSubmit}
        serverFields={['name', 'note']}
        submitLabel="Göndər"
      >
        {(form) => (
          <>
            <label>
              Ad
              <input {...form.register('name')} aria-invalid={!!form.formState.errors.name} />
            </label>
            {form.formState.errors.name && <p>{form.formState.errors.name.message}</p>}
            <label>
              Qeyd
              <input {...form.register('note')} aria-invalid={!!form.formState.errors.note} />
            </label>
            {form.formState.errors.note && <p>{form.formState.errors.note.message}</p>}
          </>
        )}
      </FormDialog>
    </>
  );
}

const refusal = (status: number, serverMessage: string, fieldErrors: Record<string, string> = {}) =>
  new ApiError({ kind: 'http', status, message: serverMessage, serverMessage, fieldErrors });

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, note: string) {
  const dialog = screen.getByRole('dialog', { name: 'Yeni üzv' });
  await user.type(within(dialog).getByLabelText('Ad'), name);
  await user.type(within(dialog).getByLabelText('Qeyd'), note);
  return dialog;
}

describe('FormDialog', () => {
  it('sends the values from the footer button, then closes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    render(<Harness onSubmit={onSubmit} onClose={onClose} />);
    const dialog = await fill(user, 'Rəşad', 'Sabah');
    const footer = within(dialog).getByRole('button', { name: 'Göndər' });
    expect(footer).toHaveAttribute('type', 'submit');
    await user.click(footer);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Rəşad', note: 'Sabah' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps every value and shows the server’s message when it refuses', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(refusal(403, 'Təşkilat dayandırılıb'));
    const onClose = vi.fn();
    render(<Harness onSubmit={onSubmit} onClose={onClose} />);
    const dialog = await fill(user, 'Rəşad', 'Sabah');
    await user.click(within(dialog).getByRole('button', { name: 'Göndər' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Təşkilat dayandırılıb');
    expect(within(dialog).getByLabelText('Ad')).toHaveValue('Rəşad');
    expect(within(dialog).getByLabelText('Qeyd')).toHaveValue('Sabah');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Göndər' })).toBeEnabled();
  });

  it('clears the server’s message when the form is sent again and accepted', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(refusal(500, 'Server xətası'))
      .mockResolvedValueOnce(undefined);
    const onClose = vi.fn();
    render(<Harness onSubmit={onSubmit} onClose={onClose} />);
    const dialog = await fill(user, 'Rəşad', 'Sabah');
    await user.click(within(dialog).getByRole('button', { name: 'Göndər' }));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Göndər' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('says a server’s field error on its field and focuses it, not in the alert', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(refusal(422, 'Invalid', { note: 'Qeyd çox uzundur' }));
    render(<Harness onSubmit={onSubmit} />);
    const dialog = await fill(user, 'Rəşad', 'Sabah');
    await user.click(within(dialog).getByRole('button', { name: 'Göndər' }));
    expect(await within(dialog).findByText('Qeyd çox uzundur')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Qeyd')).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByLabelText('Qeyd')).toHaveValue('Sabah');
  });

  it('focuses the first invalid field and sends nothing: two letters refused, three taken', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Harness onSubmit={onSubmit} />);
    const dialog = await fill(user, 'Rə', 'Sabah');
    await user.click(within(dialog).getByRole('button', { name: 'Göndər' }));
    expect(await within(dialog).findByText('Ad ən azı 3 hərf olmalıdır')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Ad')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Ad'), 'ş');
    await user.click(within(dialog).getByRole('button', { name: 'Göndər' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Rəş', note: 'Sabah' }));
  });

  it('is busy and sends once while the server answers', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<Harness onSubmit={onSubmit} />);
    const dialog = await fill(user, 'Rəşad', 'Sabah');
    const submit = within(dialog).getByRole('button', { name: 'Göndər' });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit.querySelector('[data-slot="button-spinner"]')).not.toBeNull();
    // Enter in a field submits the form itself, past the disabled button (jsdom has no implicit submit).
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes by Escape without asking, and opens again empty', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    render(<Harness onSubmit={onSubmit} onClose={onClose} />);
    await fill(user, 'Rəşad', 'Sabah');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Ad')).toHaveValue('');
  });

  it('closes by its cancel button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onSubmit={vi.fn()} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Ləğv et' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
