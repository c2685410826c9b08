import { DEMO_TEST_CARDS } from '@/config/billing';
import { cardDigits, cvvValid, expiryState, formatCardNumber, formatExpiry, last4, luhnValid } from './card';

describe('formatCardNumber', () => {
  it('groups the digits in fours as they are typed', () => {
    const typed = ['4', '4242', '42424', '4242424242424242'];
    expect(typed.map(formatCardNumber)).toEqual(['4', '4242', '4242 4', '4242 4242 4242 4242']);
  });

  it('drops anything but digits and stops at 19 digits', () => {
    expect(formatCardNumber('4242-4242 abcd 4242')).toBe('4242 4242 4242');
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
    expect(cardDigits('4242 4242')).toBe('42424242');
  });
});

describe('luhnValid', () => {
  it('accepts every demo test card, grouped or not', () => {
    for (const number of Object.values(DEMO_TEST_CARDS)) {
      expect(luhnValid(number)).toBe(true);
      expect(luhnValid(formatCardNumber(number))).toBe(true);
    }
  });

  it('refuses a number with one wrong digit', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4000000000000003')).toBe(false);
  });

  it('refuses letters, too few and too many digits', () => {
    expect(luhnValid('4242a24242424242')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
    expect(luhnValid('42424242424242424242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('formatExpiry', () => {
  it('adds the slash after the month as the year is typed', () => {
    expect(['1', '12', '123', '1230'].map(formatExpiry)).toEqual(['1', '12', '12/3', '12/30']);
  });

  it('keeps digits only, at most four, so deleting back over the slash works', () => {
    expect(['12/', '12/305', 'ab1c2'].map(formatExpiry)).toEqual(['12', '12/30', '12']);
  });
});

describe('expiryState', () => {
  const now = new Date(2026, 10, 22); // 22 November 2026

  it('says format for an impossible month or a wrong shape', () => {
    expect(expiryState('13/27', now)).toBe('format');
    expect(expiryState('00/27', now)).toBe('format');
    expect(expiryState('1/27', now)).toBe('format');
    expect(expiryState('1227', now)).toBe('format');
    expect(expiryState('', now)).toBe('format');
  });

  it('says past for a month before this one', () => {
    expect(expiryState('10/26', now)).toBe('past');
    expect(expiryState('12/25', now)).toBe('past');
  });

  it('accepts this month (a card is valid to its end) and later ones', () => {
    expect(expiryState('11/26', now)).toBe('ok');
    expect(expiryState('12/26', now)).toBe('ok');
    expect(expiryState('01/30', now)).toBe('ok');
  });
});

describe('cvvValid', () => {
  it('accepts three or four digits', () => {
    expect(cvvValid('123')).toBe(true);
    expect(cvvValid('1234')).toBe(true);
  });

  it('refuses two or five digits and anything not a digit', () => {
    expect(cvvValid('12')).toBe(false);
    expect(cvvValid('12345')).toBe(false);
    expect(cvvValid('12a')).toBe(false);
    expect(cvvValid(' 123')).toBe(false);
    expect(cvvValid('')).toBe(false);
  });
});

describe('last4', () => {
  it('keeps only the last four digits', () => {
    expect(last4('4242 4242 4242 4242')).toBe('4242');
    expect(last4(DEMO_TEST_CARDS.declined)).toBe('0002');
  });
});
