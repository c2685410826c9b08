import type { UserEvent } from '@testing-library/user-event';

// Typing into the app's forms as a user edits them.

/** Clears `field` and types `text` into it, as one replaces what a form field held. */
export async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}
