import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PROMO_CODE_MAX_LENGTH } from '@/config/billing';
import { MAX_TRANSIT_DAYS, MAX_TRUCK_COUNT, TEXT_MAX } from '@/config/limits';
import {
  cardNumberInput,
  codeInput,
  cvvInput,
  digitsInput,
  expiryInput,
  registrationNumberInput,
} from '@/lib/input-rules';
import type { InputRule } from '@/lib/fits-input';
import { TextInput } from './text-input';

// A paste is typing: each restricted box, with the rule and limit its form gives it, takes a paste
// with spaces and separators as what it means, and keeps (and explains) what does not fit.

type Field = { name: string; rule?: InputRule; pattern?: RegExp; maxLength?: number };
const FIELDS = {
  promo: { name: 'Promo code', rule: codeInput(PROMO_CODE_MAX_LENGTH), maxLength: PROMO_CODE_MAX_LENGTH },
  card: { name: 'Card number', rule: cardNumberInput, maxLength: 23 },
  expiry: { name: 'Expiry', rule: expiryInput, maxLength: 5 },
  cvv: { name: 'CVV', rule: cvvInput, maxLength: 4 },
  maxUses: { name: 'Max uses', rule: digitsInput() },
  trucks: { name: 'Trucks (bid, carrier profile)', rule: digitsInput(String(MAX_TRUCK_COUNT).length) },
  transitDays: { name: 'Transit days', rule: digitsInput(String(MAX_TRANSIT_DAYS).length) },
  quantity: { name: 'Quantity (goods, route capacity)', rule: digitsInput(6) },
  adminCode: { name: 'New promo code', rule: codeInput(PROMO_CODE_MAX_LENGTH) },
  inquiryId: { name: 'Inquiry id', rule: { ...digitsInput(9), pattern: /^[1-9]\d{0,8}$/ } },
  taxNumber: {
    name: 'Tax number',
    rule: registrationNumberInput(TEXT_MAX.registrationNumber),
    maxLength: TEXT_MAX.registrationNumber,
  },
  bare: { name: 'Decimal', pattern: /^\d{1,7}(\.\d{0,3})?$/ },
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
expect(TEXT_MAX.registrationNumber).toBe(30); // the messages below name the limits
expect([MAX_TRUCK_COUNT, MAX_TRANSIT_DAYS].map((n) => String(n).length)).toEqual([3, 3]);

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
    row(FIELDS.maxUses, '1 200', '1200'),
    row(FIELDS.trucks, ' 1 20 ', '120'),
    row(FIELDS.trucks, '999', '999'),
    row(FIELDS.transitDays, '1 80', '180'),
    row(FIELDS.quantity, '999 999', '999999'),
    row(FIELDS.adminCode, ' spring-10 ', 'SPRING-10'),
    row(FIELDS.adminCode, x(PROMO_CODE_MAX_LENGTH, 'B'), x(PROMO_CODE_MAX_LENGTH, 'B')),
    row(FIELDS.inquiryId, ' 42 ', '42'),
    row(FIELDS.inquiryId, '123 456 789', '123456789'),
    row(FIELDS.taxNumber, '1234 567 890', '1234567890'),
    row(FIELDS.taxNumber, x(TEXT_MAX.registrationNumber), x(TEXT_MAX.registrationNumber)),
    row(FIELDS.bare, ' 1850.5 ', '1850.5'),
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
    row(FIELDS.maxUses, '12 uses', /yalnız rəqəmlər yazılır/),
    row(FIELDS.trucks, '1 000', /Yalnız rəqəmlər, ən çoxu 3 rəqəm/),
    row(FIELDS.trucks, '12 trucks', /Yalnız rəqəmlər, ən çoxu 3 rəqəm/),
    row(FIELDS.transitDays, '1 000', /Yalnız rəqəmlər, ən çoxu 3 rəqəm/),
    row(FIELDS.quantity, '1 000 000', /Yalnız rəqəmlər, ən çoxu 6 rəqəm/),
    row(FIELDS.adminCode, x(PROMO_CODE_MAX_LENGTH + 1, 'b'), /ən çoxu 20 simvol/),
    row(FIELDS.adminCode, 'SPRING_10', /latın hərfləri, rəqəmlər və defis/),
    row(FIELDS.inquiryId, '#42', /Yalnız rəqəmlər, ən çoxu 9 rəqəm/),
    row(FIELDS.inquiryId, '1 234 567 890', /Yalnız rəqəmlər, ən çoxu 9 rəqəm/),
    row(FIELDS.taxNumber, '1234/567', /ən çoxu 30 simvol ola bilər: hərflər, rəqəmlər və defis/),
    row(FIELDS.taxNumber, x(TEXT_MAX.registrationNumber + 1), /ən çoxu 30 simvol/),
    row(FIELDS.bare, '1,5', /Bu mətn bu xanaya uyğun deyil/),
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
