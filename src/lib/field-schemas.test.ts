import { z } from 'zod/mini';
import { newPasswordField, passwordsMatch } from './field-schemas';

// The repeated password of a password change: it must be the same as the new one, and the
// refusal sits on the repeat field.

const schema = z
  .object({ newPassword: newPasswordField(), confirmPassword: z.string() })
  .check(passwordsMatch('newPassword'));

it('takes a repeat that is the same as the new password', () => {
  expect(schema.safeParse({ newPassword: 'Yeni12345', confirmPassword: 'Yeni12345' }).success).toBe(true);
});

it('refuses a repeat that differs, even by one letter or its case, on the repeat field', () => {
  for (const confirmPassword of ['Yeni1234', 'yeni12345', 'Yeni123456']) {
    const result = schema.safeParse({ newPassword: 'Yeni12345', confirmPassword });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['confirmPassword']]);
  }
});
