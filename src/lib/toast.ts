import { Info } from 'lucide-react';
import { createElement } from 'react';
import toast from 'react-hot-toast';
import { NOTIFICATION_DURATION_MS, TOAST_DURATION_MS } from '@/config/limits';

// One place for the durations of spec §9, so no screen picks its own. One toast per action: each toast
// is named by its kind and words (react-hot-toast's `id`), so the same message raised again while it
// is up (a double click, two forms restored at once, a success said by two layers) refreshes the one
// on screen instead of stacking a copy beneath it.

const idOf = (kind: string, message: string) => `${kind}:${message}`;

export const notify = {
  success: (message: string) =>
    toast.success(message, { id: idOf('success', message), duration: TOAST_DURATION_MS }),
  // Errors interrupt: a screen reader announces them at once rather than after the current sentence.
  error: (message: string) =>
    toast.error(message, {
      id: idOf('error', message),
      duration: TOAST_DURATION_MS,
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    }),
  /** A longer informational notice, for messages the user should have time to read. */
  notification: (message: string) =>
    toast(message, {
      id: idOf('notification', message),
      duration: NOTIFICATION_DURATION_MS,
      icon: createElement(Info, { 'aria-hidden': true, className: 'size-5 shrink-0 text-brand-500' }),
    }),
};
