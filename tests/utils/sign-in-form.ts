import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

// The login and reset-password forms as a user fills them: the tests of sign-in, redirects and password
// resets all go through them.

/** Types the e-mail and password into the login form on screen and presses 'Daxil ol'. */
export async function submitLogin(user: UserEvent, email: string, password: string) {
  await user.type(await screen.findByLabelText('E-poçt', { selector: 'input' }), email);
  await user.type(screen.getByLabelText('Şifrə', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Daxil ol' }));
}

/** Types a new password and its confirmation into the reset form on screen and presses 'Şifrəni dəyiş'. */
export async function submitNewPassword(user: UserEvent, password: string, confirmation = password) {
  await user.type(await screen.findByLabelText('Yeni şifrə', { selector: 'input' }), password);
  await user.type(screen.getByLabelText('Yeni şifrəni təsdiqləyin', { selector: 'input' }), confirmation);
  await user.click(screen.getByRole('button', { name: 'Şifrəni dəyiş' }));
}
