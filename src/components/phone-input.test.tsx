import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReportedState } from '../../tests/utils/reported-state';
import { PhoneInput } from './phone-input';

function Phone({ onChange, error }: { onChange?: (value: string | undefined) => void; error?: string }) {
  const [value, change] = useReportedState<string | undefined>(undefined, onChange);
  return (
    <PhoneInput label="Telefon nömrəsi" name="phoneNumber" value={value} onChange={change} error={error} />
  );
}

describe('PhoneInput', () => {
  it('defaults to Azerbaijan, so a local number becomes +994…', async () => {
    const onChange = vi.fn();
    render(<Phone onChange={onChange} />);
    const country = screen.getByRole('combobox', { name: 'Ölkə kodu' });
    expect(country).toHaveValue('AZ');
    expect(screen.getByLabelText('Telefon nömrəsi')).toHaveValue('+994');
    await userEvent.type(screen.getByLabelText('Telefon nömrəsi'), '501234567');
    expect(onChange).toHaveBeenLastCalledWith('+994501234567');
  });

  it('names countries in the current language', () => {
    render(<Phone />);
    const selected = screen.getByRole<HTMLOptionElement>('option', { name: 'Azərbaycan' });
    expect(selected.selected).toBe(true);
  });

  it('shows a given E.164 value and links the label to the number input', () => {
    render(<PhoneInput label="Telefon" id="phone" value="+994501234567" onChange={vi.fn()} />);
    const input = screen.getByLabelText('Telefon');
    expect(input).toHaveAttribute('id', 'phone');
    expect((input as HTMLInputElement).value.replace(/\D/g, '')).toBe('994501234567');
  });

  it("draws the chosen country's flag as a picture served by the app, never a Unicode flag", async () => {
    const { container } = render(<Phone />);
    const flag = () => container.querySelector<HTMLImageElement>('.PhoneInputCountry img');
    expect(flag()?.getAttribute('src')).toMatch(/^\/[^/][^:]*AZ[^/]*\.svg(\?.*)?$/);
    // Regional indicator letters are what a missing flag font shows as boxes.
    expect(container.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ölkə kodu' }), 'TR');
    expect(flag()?.getAttribute('src')).toMatch(/^\/[^/][^:]*TR[^/]*\.svg(\?.*)?$/);
    // The picker names the country; the picture under it adds nothing for a screen reader.
    expect(flag()).toHaveAttribute('alt', '');
  });

  it('shows errors like the other fields', () => {
    const { container } = render(<Phone error="Bu xana mütləqdir" />);
    const input = screen.getByLabelText('Telefon nömrəsi');
    expect(screen.getByText('Telefon nömrəsi', { selector: 'label' })).toHaveClass('text-red-600');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Xəta: Bu xana mütləqdir');
    expect(container.querySelector('.border-red-500')).toContainElement(input);
  });

  it('can be disabled', () => {
    render(<PhoneInput label="Telefon" value={undefined} onChange={vi.fn()} disabled />);
    expect(screen.getByLabelText('Telefon')).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Ölkə kodu' })).toBeDisabled();
  });
});
