/** The ids of the routes (router.tsx) that routes patched in on demand go under. */
export const OTHER_PAGES_IDS = {
  /** The app's root layout: the public pages (a shipment's tracking link). */
  root: 'root',
  /** The sign-in pages' layout, for visitors: the forms beside the sign-in page. */
  visitorForms: 'visitor-forms',
  /** The sign-in pages' layout, signed in: a temporary password's change. */
  passwordChange: 'password-change',
} as const;

/** The signed-in shell's route, the screens' parent. */
export const SIGNED_IN_SHELL_ID = 'signed-in-shell';
