import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PROMO_CODE_MAX_LENGTH } from '@/config/billing';
import { TEXT_MAX } from '@/config/limits';
import {
  cardNumberInput,
  codeInput,
  cvvInput,
  digitsInput,
  expiryInput,
  registrationNumberInput,
  type InputRule,
} from '@/lib/field-schemas';
import { TextInput } from './text-input';

// A paste is typing: each restricted box, with the rule and limit its form gives it, takes a paste
// with spaces and separators as what it means, and keeps (and explains) what does not fit.

type Field = { name: string; rule?: InputRule; pattern?: RegExp; maxLength?: number };
const FIELDS = {
  promo: { name: 'Promo code', rule: codeInput(PROMO_CODE_MAX_LENGTH), maxLength: PROMO_CODE_MAX_LENGTH },
  card: { name: 'Card number', rule: cardNumberInput, maxLength: 23 },
  expiry: { name: 'Expiry', rule: expiryInput, maxLength: 5 },
  cvv: { name: 'CVV', rule: cvvInput, maxLength: 4 },
  count: { name: 'Trucks', rule: digitsInput() },
  quantity: { name: 'Quantity', rule: digitsInput(6) },
  taxNumber: {
    name: 'Tax number',
    rule: registrationNumberInput(TEXT_MAX.registrationNumber),
    maxLength: TEXT_MAX.registrationNumber,
  },
  bare: { name: 'Inquiry id', pattern: /^[1-9]\d{0,8}$/ },
} satisfies Record<string, Field>;

function Box({ field }: { field: Field }) {
  const { register } = useForm<{ text: string }>({ defaultValues: { text: '' } });
  return (
    <TextInput
      label={field.name}
      restrict={field.rule}
      pattern={field.pattern}
      maxLength={field.maxLength}
      registration={register('text')}
    />
  );
}

async function paste(field: Field, text: string) {
  render(<Box field={field} />);
  const input = screen.getByLabelText(field.name);
  await userEvent.click(input);
  await userEvent.paste(text);
  return input;
}

const x = (n: number, char = '1') => char.repeat(n);
/** A table row named by its field. */
const row = <T,>(field: Field, pasted: string, expected: T) => [field.name, pasted, expected, field] as const;
expect(TEXT_MAX.registrationNumber).toBe(30); // the messages below name the limit

describe('a paste into a restricted box', () => {
  it.each([
    row(FIELDS.promo, ' caspian2026 ', 'CASPIAN2026'),
    row(FIELDS.promo, 'CASPIAN2026 ', 'CASPIAN2026'),
    row(FIELDS.promo, 'spring 10', 'SPRING10'),
    row(FIELDS.promo, x(PROMO_CODE_MAX_LENGTH, 'A'), x(PROMO_CODE_MAX_LENGTH, 'A')),
    row(FIELDS.card, '4242-4242-4242-4242', '4242424242424242'),
    row(FIELDS.card, '4242 4242 4242 4242', '4242 4242 4242 4242'),
    row(FIELDS.card, '4242.4242.4242.4242', '4242424242424242'),
    row(FIELDS.card, x(19), x(19)),
    row(FIELDS.expiry, '12 / 28', '12/28'),
    row(FIELDS.expiry, '12-28', '12/28'),
    row(FIELDS.expiry, '12/2028', '12/28'),
    row(FIELDS.expiry, '1/28', '01/28'),
    row(FIELDS.cvv, ' 123 ', '123'),
    row(FIELDS.cvv, '1234', '1234'),
    row(FIELDS.count, '1 200', '1200'),
    row(FIELDS.quantity, '999 999', '999999'),
    row(FIELDS.taxNumber, '1234 567 890', '1234567890'),
    row(FIELDS.taxNumber, x(TEXT_MAX.registrationNumber), x(TEXT_MAX.registrationNumber)),
    row(FIELDS.bare, ' 42 ', '42'),
  ])('%s takes %j as %j', async (_, pasted, value, field) => {
    const input = await paste(field, pasted);
    expect(input).toHaveValue(value);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    row(FIELDS.promo, 'CASPIAN-2026!', /ən çoxu 20 simvol ola bilər: latın hərfləri, rəqəmlər və defis/),
    row(FIELDS.promo, x(PROMO_CODE_MAX_LENGTH + 1, 'A'), /ən çoxu 20 simvol/),
    row(FIELDS.card, '4242 4242 4242 424x', /Kart nömrəsi 12–19 rəqəmdən ibarətdir/),
    row(FIELDS.card, x(20), /Kart nömrəsi 12–19/),
    row(FIELDS.expiry, '12/28/30', /AA\/İİ/),
    row(FIELDS.cvv, '12345', /CVV 3 və ya 4 rəqəmdir/),
    row(FIELDS.count, '12 trucks', /yalnız rəqəmlər yazılır/),
    row(FIELDS.quantity, '1 000 000', /Yalnız rəqəmlər, ən çoxu 6 rəqəm/),
    row(FIELDS.taxNumber, '1234/567', /ən çoxu 30 simvol ola bilər: hərflər, rəqəmlər və defis/),
    row(FIELDS.taxNumber, x(TEXT_MAX.registrationNumber + 1), /ən çoxu 30 simvol/),
    row(FIELDS.bare, '#42', /Bu mətn bu xanaya uyğun deyil/),
  ])('%s keeps %j and says what is wrong', async (_, pasted, message, field) => {
    const input = await paste(field, pasted);
    expect(input).toHaveValue(pasted);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
  });

  it('still refuses one typed character that does not fit, and takes any change once a misfit is kept', async () => {
    const input = await paste(FIELDS.cvv, '12a');
    expect(input).toHaveValue('12a');
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('12');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'b3');
    expect(input).toHaveValue('123');
  });

  it('tells a controlled box the value as read, and keeps the message while it does not fit', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextInput
          label="Code"
          restrict={codeInput(PROMO_CODE_MAX_LENGTH)}
          value={value}
          onChange={(event) => setValue(event.target.value.toUpperCase())}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByLabelText('Code');
    await userEvent.click(input);
    await userEvent.paste(' caspian 2026 ');
    expect(input).toHaveValue('CASPIAN2026');
    await userEvent.clear(input);
    await userEvent.paste('caspian?');
    expect(input).toHaveValue('CASPIAN?');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
