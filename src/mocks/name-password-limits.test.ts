import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '@/config/limits';
import { registerSchema, resetPasswordSchema } from '@/features/auth/schemas';
import { passwordChangeSchema, profileUpdateSchema } from '@/features/profile/schemas';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { call, tokenFor } from './test-api';
import { fieldMsg } from '@/lib/field-schemas';

// The spec's name and password rules at their limits, one character inside and one
// outside. The limits are read from config/limits.ts; the first test pins them to the spec's numbers,
// so a changed constant is a decision, not a slip. The demo backend validates with the same schemas.

const text = (length: number) => 'a'.repeat(length);

/** The message the schema gives the field, or undefined when the field passes. */
function fieldError(schema: { safeParse: (v: unknown) => unknown }, value: object, field: string) {
  const parsed = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  };
  return parsed.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
}

const registration = {
  organizationType: 'LOGISTIC',
  organizaName: 'Xəzər Logistika',
  orgRegNumber: '1403567821',
  countryCode: 1,
  phoneNumber: '+994501234567',
  name: 'Elvin',
  surname: 'Həsənov',
  email: 'elvin@xezer.az',
  password: 'Secret12',
  confirmPassword: 'Secret12',
};

it('the limits are the spec’s: names of 3 characters or more, passwords of 8 or more', () => {
  expect([NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH]).toEqual([3, 8]);
});

describe('names: one character short is refused, the limit is taken', () => {
  const short = text(NAME_MIN_LENGTH - 1);
  const atLimit = text(NAME_MIN_LENGTH);

  it.each([
    ['registration', registerSchema, registration],
    ['profile', profileUpdateSchema, { name: 'Elvin', surname: 'Həsənov' }],
  ] as const)('%s: name and surname', (_, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(fieldError(schema, { ...valid, name: short }, 'name')).toBe(fieldMsg.nameMin);
    expect(fieldError(schema, { ...valid, name: atLimit }, 'name')).toBeUndefined();
    expect(fieldError(schema, { ...valid, surname: short }, 'surname')).toBe(fieldMsg.surnameMin);
    expect(fieldError(schema, { ...valid, surname: atLimit }, 'surname')).toBeUndefined();
  });

  it('counts the name without the spaces around it', () => {
    // Padded to well over the limit, still only two letters: refused.
    expect(fieldError(registerSchema, { ...registration, name: `  ${short}  ` }, 'name')).toBe(
      fieldMsg.nameMin,
    );
    expect(fieldError(registerSchema, { ...registration, name: ` ${atLimit} ` }, 'name')).toBeUndefined();
  });
});

describe('new passwords: one character short is refused, the limit is taken', () => {
  const short = text(PASSWORD_MIN_LENGTH - 1);
  const atLimit = text(PASSWORD_MIN_LENGTH);

  it.each([
    ['registration', registerSchema, 'password', registration],
    ['password reset', resetPasswordSchema, 'password', { token: 'abc' }],
    ['password change', passwordChangeSchema, 'newPassword', { currentPassword: DEMO_PASSWORD }],
  ] as const)('%s', (_, schema, field, rest) => {
    const withPassword = (password: string) => ({ ...rest, [field]: password, confirmPassword: password });
    expect(fieldError(schema, withPassword(short), field)).toBe(fieldMsg.passwordMin);
    expect(schema.safeParse(withPassword(atLimit)).success).toBe(true);
  });
});

describe('the demo backend holds the same limits', () => {
  it('registration: a 2-letter name or a 7-character password is refused, 3 and 8 sign up', async () => {
    const register = (body: object) =>
      fetch('http://localhost:3000/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { errors?: object } }));
    const shortPassword = text(PASSWORD_MIN_LENGTH - 1);

    const refused = await register({
      ...registration,
      name: text(NAME_MIN_LENGTH - 1),
      password: shortPassword,
      confirmPassword: shortPassword,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ name: fieldMsg.nameMin, password: fieldMsg.passwordMin });

    const password = text(PASSWORD_MIN_LENGTH);
    const taken = await register({
      ...registration,
      name: text(NAME_MIN_LENGTH),
      password,
      confirmPassword: password,
    });
    expect(taken.status).toBe(201);
  });

  it('password change: 7 characters refused, 8 taken', async () => {
    const token = await tokenFor('carrier@demo.az');
    const change = (newPassword: string) =>
      call(token, 'PUT', '/users/me/password', {
        currentPassword: DEMO_PASSWORD,
        newPassword,
        confirmPassword: newPassword,
      });
    const refused = await change(text(PASSWORD_MIN_LENGTH - 1));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ newPassword: fieldMsg.passwordMin });
    expect((await change(text(PASSWORD_MIN_LENGTH))).status).toBe(200);
  });
});
