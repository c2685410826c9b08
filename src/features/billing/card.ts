/** Digits only, at most 19. */
export const cardDigits = (input: string) => input.replace(/\D/g, '').slice(0, 19);

/** Groups of four as the card is typed: '4242 4242 4242 4242'. */
export const formatCardNumber = (input: string) => cardDigits(input).replace(/(\d{4})(?=\d)/g, '$1 ');

/** The Luhn checksum every card number carries. */
export function luhnValid(input: string) {
  const digits = cardDigits(input);
  if (digits.length < 12 || digits.length > 19 || digits !== input.replace(/\s/g, '')) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' as typed: digits only, the slash added after the month. */
export function formatExpiry(input: string) {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** 'MM/YY' with a real month, not before the current month (a card is valid to its month's end). */
export function expiryState(input: string, now = new Date()): 'ok' | 'format' | 'past' {
  const match = /^(\d{2})\/(\d{2})$/.exec(input.trim());
  if (!match) return 'format';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'format';
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < current ? 'past' : 'ok';
}

/** Three digits, or four (American Express prints four). */
export const cvvValid = (input: string) => /^\d{3,4}$/.test(input);

/** What may be shown of a card once paid. */
export const last4 = (input: string) => cardDigits(input).slice(-4);
