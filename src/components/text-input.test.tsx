import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextInput } from './text-input';

const DIGITS = /^\d*$/;

function RegisteredField({ onSubmit }: { onSubmit: (values: { tax: string }) => void }) {
  const { register, handleSubmit, control } = useForm<{ tax: string }>({ defaultValues: { tax: '12' } });
  const live = useWatch({ control, name: 'tax' });
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TextInput label="Tax number" pattern={DIGITS} registration={register('tax')} />
      <output data-testid="live">{live}</output>
      <button type="submit">Save</button>
    </form>
  );
}

describe('TextInput', () => {
  it('links a real label to the input, with a generated id', () => {
    render(<TextInput label="Company name" placeholder="Acme" />);
    const input = screen.getByLabelText('Company name');
    expect(input.tagName).toBe('INPUT');
    expect(input.id).not.toBe('');
    expect(input).toHaveAttribute('placeholder', 'Acme');
    expect(document.querySelector(`label[for="${input.id}"]`)).toHaveTextContent('Company name');
  });

  it('keeps a given id and native props', () => {
    render(<TextInput id="email" label="Email" type="email" autoComplete="email" readOnly disabled />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('readonly');
    expect(input).toBeDisabled();
  });

  it('rejects a keystroke the pattern does not match and keeps one it matches (uncontrolled)', async () => {
    const onChange = vi.fn();
    render(<TextInput label="Count" pattern={DIGITS} onChange={onChange} />);
    const input = screen.getByLabelText('Count');
    await userEvent.type(input, '12a3');
    expect(input).toHaveValue('123');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(
      onChange.mock.calls.map(([event]) => (event as { target: HTMLInputElement }).target.value),
    ).not.toContain('12a');
  });

  it('rejects a non-matching keystroke on a controlled input', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextInput
          label="Code"
          pattern={/^[A-Z]{0,3}$/}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByLabelText('Code');
    await userEvent.type(input, 'AB1CDE');
    expect(input).toHaveValue('ABC');
  });

  it('lets the field be cleared even if the pattern needs a character', async () => {
    render(<TextInput label="Count" pattern={/^\d+$/} defaultValue="5" />);
    const input = screen.getByLabelText('Count');
    await userEvent.clear(input);
    expect(input).toHaveValue('');
  });

  it('works with a react-hook-form registration: name, change, and the pattern', async () => {
    const onSubmit = vi.fn();
    render(<RegisteredField onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Tax number');
    expect(input).toHaveAttribute('name', 'tax');
    expect(input).toHaveValue('12');
    await userEvent.type(input, 'x3');
    expect(input).toHaveValue('123');
    expect(screen.getByTestId('live')).toHaveTextContent(/^123$/);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ tax: '123' }, expect.anything());
  });

  it('merges the forwarded ref with the registration ref', () => {
    const ref = createRef<HTMLInputElement>();
    const registrationRef = vi.fn();
    render(
      <TextInput
        ref={ref}
        label="Name"
        registration={{ name: 'name', onChange: vi.fn(), onBlur: vi.fn(), ref: registrationRef }}
      />,
    );
    const input = screen.getByLabelText('Name');
    expect(ref.current).toBe(input);
    expect(registrationRef).toHaveBeenCalledWith(input);
  });

  it('calls the registration onBlur', async () => {
    const onBlur = vi.fn();
    render(
      <TextInput label="Name" registration={{ name: 'name', onChange: vi.fn(), onBlur, ref: vi.fn() }} />,
    );
    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('without an error is neither red nor invalid', () => {
    render(<TextInput label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveClass('border-slate-300');
    expect(screen.getByText('Name')).not.toHaveClass('text-red-600');
    expect(document.querySelector('[data-slot="field-error-tooltip"]')).toBeNull();
  });

  it('shows an error: red label with a tooltip marker, red border, aria-invalid and a described message', () => {
    render(<TextInput label="Name" helperText="As on your passport" error="This field is required" />);
    const input = screen.getByLabelText('Name');
    expect(screen.getByText('Name', { selector: 'label' })).toHaveClass('text-red-600');
    expect(input).toHaveClass('border-red-500');
    expect(input).not.toHaveClass('border-slate-300');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your passport Xəta: This field is required');
    const tooltip = document.querySelector('[data-slot="field-error-tooltip"]');
    expect(tooltip).toHaveTextContent('This field is required');
    // Opens on hover and on focus, so it is not a hover-only message.
    expect(tooltip).toHaveClass('group-hover/field:block', 'group-focus-within/field:block');
    expect(tooltip?.closest('.group\\/field')).toContainElement(input);
    expect(document.querySelector('[data-slot="field-error-marker"]')).toBeInTheDocument();
  });

  it('renders icons, and a right icon can be a working button', async () => {
    const onToggle = vi.fn();
    render(
      <TextInput
        label="Password"
        type="password"
        leftIcon={<svg data-testid="lock" />}
        rightIcon={
          <button type="button" onClick={onToggle}>
            Show
          </button>
        }
      />,
    );
    expect(screen.getByTestId('lock')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveClass('pl-10', 'pr-10');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(onToggle).toHaveBeenCalled();
  });
});
