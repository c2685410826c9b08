/** The ids of the routes (router.tsx) that routes patched in on demand go under. */
export const OTHER_PAGES_IDS = {
  root: 'root',
  visitorForms: 'visitor-forms',
  passwordChange: 'password-change',
} as const;

export const SIGNED_IN_SHELL_ID = 'signed-in-shell';
