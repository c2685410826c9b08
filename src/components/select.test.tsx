import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReportedState } from '@tests/utils/reported-state';
import { Select, matchesOptionLabel } from './select';

const COUNTRIES = [
  { value: 15, label: 'Azərbaycan' },
  { value: 90, label: 'Türkiyə' },
  { value: 39, label: 'İtaliya' },
  { value: 7, label: 'Gürcüstan' },
];

function CountrySelect(props: {
  onChange?: (value: number | null) => void;
  error?: string;
  isClearable?: boolean;
}) {
  const [value, change] = useReportedState<number | null>(null, props.onChange);
  return (
    <Select
      label="Ölkə"
      options={COUNTRIES}
      value={value}
      onChange={change}
      error={props.error}
      isClearable={props.isClearable}
    />
  );
}

const optionLabels = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('Select', () => {
  it('labels its input with a real label and shows the translated placeholder', () => {
    render(<CountrySelect />);
    const input = screen.getByLabelText('Ölkə');
    expect(input).toHaveAttribute('role', 'combobox');
    expect(screen.getByText('Seçin…')).toBeInTheDocument();
  });

  it('filters case-insensitively over the label', async () => {
    render(<CountrySelect />);
    await userEvent.type(screen.getByLabelText('Ölkə'), 'AZƏR');
    expect(optionLabels()).toEqual(['Azərbaycan']);
    await userEvent.clear(screen.getByLabelText('Ölkə'));
    await userEvent.type(screen.getByLabelText('Ölkə'), 'türk');
    expect(optionLabels()).toEqual(['Türkiyə']);
  });

  it('finds labels starting with a dotted capital İ', async () => {
    render(<CountrySelect />);
    await userEvent.type(screen.getByLabelText('Ölkə'), 'ital');
    expect(optionLabels()).toEqual(['İtaliya']);
  });

  it('does not match over the option value', async () => {
    render(<CountrySelect />);
    await userEvent.type(screen.getByLabelText('Ölkə'), '90');
    expect(optionLabels()).toEqual([]);
  });

  it("shows 'Nəticə yoxdur' when nothing matches", async () => {
    render(<CountrySelect />);
    await userEvent.type(screen.getByLabelText('Ölkə'), 'xyz');
    expect(screen.getByText('Nəticə yoxdur')).toBeInTheDocument();
  });

  it('reports the chosen value, not the option', async () => {
    const onChange = vi.fn();
    render(<CountrySelect onChange={onChange} isClearable />);
    await userEvent.type(screen.getByLabelText('Ölkə'), 'gür');
    await userEvent.click(screen.getByRole('option', { name: 'Gürcüstan' }));
    expect(onChange).toHaveBeenLastCalledWith(7);
    expect(screen.getByText('Gürcüstan')).toBeInTheDocument();
  });

  it('shows the value that matches `value`', () => {
    render(<Select label="Ölkə" options={COUNTRIES} value={90} onChange={vi.fn()} />);
    expect(screen.getByText('Türkiyə')).toBeInTheDocument();
  });

  it('shows errors like TextInput: red label, aria-invalid and a described message', () => {
    const { container } = render(<CountrySelect error="Bu xana mütləqdir" />);
    const input = screen.getByLabelText('Ölkə');
    expect(screen.getByText('Ölkə', { selector: 'label' })).toHaveClass('text-red-600');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Xəta: Bu xana mütləqdir/);
    expect(container.querySelector('[data-slot="field-error-tooltip"]')).toHaveTextContent(
      'Bu xana mütləqdir',
    );
    expect(within(container).getByText('Seçin…').closest('[class*="border-red-500"]')).not.toBeNull();
  });

  it('uses a given inputId and shows the loading message', async () => {
    render(<Select label="Şəhər" inputId="city" options={[]} value={null} onChange={vi.fn()} isLoading />);
    const input = screen.getByLabelText('Şəhər');
    expect(input).toHaveAttribute('id', 'city');
    await userEvent.click(input);
    expect(screen.getByText('Yüklənir…')).toBeInTheDocument();
  });

  it('can be disabled', () => {
    render(<Select label="Ölkə" options={COUNTRIES} value={null} onChange={vi.fn()} isDisabled />);
    expect(screen.getByLabelText('Ölkə')).toBeDisabled();
  });
});

describe('matchesOptionLabel', () => {
  it('ignores case and surrounding spaces', () => {
    expect(matchesOptionLabel('Azərbaycan', '  AZƏRB ')).toBe(true);
    expect(matchesOptionLabel('İstanbul', 'istanbul')).toBe(true);
    expect(matchesOptionLabel('Bakı', 'Gəncə')).toBe(false);
  });
});
