import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReportedState } from '@tests/utils/reported-state';
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

  it.each([
    ['+994 050 123 45 67', '+994501234567'],
    ['+994 50 123 45 67', '+994501234567'],
    ['(050) 123-45-67', '+994501234567'],
    ['00994 50 123 45 67', '+994501234567'],
    ['501234567', '+994501234567'],
    ['+90 532 123 45 67', '+905321234567'],
  ])('reads a pasted %j as %s', async (pasted, number) => {
    const onChange = vi.fn();
    render(<Phone onChange={onChange} />);
    const input = screen.getByLabelText('Telefon nömrəsi');
    await userEvent.click(input);
    await userEvent.paste(pasted);
    expect(onChange).toHaveBeenLastCalledWith(number);
    expect(input.getAttribute('value')?.replace(/\D/g, '')).toBe(number.slice(1));
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the number and says what came when a paste is no phone number', async () => {
    const onChange = vi.fn();
    render(<Phone onChange={onChange} />);
    const input = screen.getByLabelText('Telefon nömrəsi');
    await userEvent.type(input, '50');
    await userEvent.paste('zəng edin');
    expect(onChange).toHaveBeenLastCalledWith('+99450');
    expect(input).toHaveValue('+994 50');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/“zəng edin” telefon nömrəsi kimi oxunmadı/);
    // The next change is read as usual and the message goes.
    await userEvent.type(input, '1');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('names countries in the current language', () => {
    render(<Phone />);
    const selected = screen.getByRole<HTMLOptionElement>('option', { name: 'Azərbaycan' });
    expect(selected.selected).toBe(true);
  });

  it('names countries in Azerbaijani where the browser knows them only in English (Chromium)', () => {
    const English = Intl.DisplayNames;
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl) as typeof Intl, {
        DisplayNames: class extends English {
          constructor(_locales: string[], options: Intl.DisplayNamesOptions) {
            super(['en'], options);
          }
        },
      }),
    );
    try {
      render(<Phone />);
      expect(screen.getByRole('option', { name: 'Gürcüstan' })).toHaveValue('GE');
      expect(screen.queryByRole('option', { name: 'Georgia' })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
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
