import { Info } from 'lucide-react';
import { createElement } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { NOTIFICATION_DURATION_MS, TOAST_DURATION_MS } from '@/config/limits';

// The toast library itself, fetched at the first toast (lib/toast.ts): react-hot-toast and the
// CSS-in-JS engine it styles with, which most first loads never need.

export type ToastKind = 'success' | 'error' | 'notification';

// One toast per action: each toast is named by its kind and words (react-hot-toast's `id`), so the
// same message raised again while it is up (a double click, two forms restored at once, a success
// said by two layers) refreshes the one on screen instead of stacking a copy beneath it.
const idOf = (kind: ToastKind, message: string) => `${kind}:${message}`;

export function showToast(kind: ToastKind, message: string) {
  const id = idOf(kind, message);
  if (kind === 'success') toast.success(message, { id, duration: TOAST_DURATION_MS });
  // Errors interrupt: a screen reader announces them at once rather than after the current sentence.
  else if (kind === 'error')
    toast.error(message, {
      id,
      duration: TOAST_DURATION_MS,
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    });
  else
    toast(message, {
      id,
      duration: NOTIFICATION_DURATION_MS,
      icon: createElement(Info, { 'aria-hidden': true, className: 'size-5 shrink-0 text-brand-500' }),
    });
}

// Inline styles, not classes: the library styles its toasts with runtime CSS that would win over ours.
const CARD_STYLE = {
  borderRadius: '0.75rem',
  background: '#ffffff',
  color: '#0f172a',
  fontSize: '0.875rem',
  padding: '0.75rem 1rem',
  boxShadow: '0 1px 2px rgb(16 24 40 / 0.06), 0 4px 12px rgb(16 24 40 / 0.12)',
  border: '1px solid #e2e8f0',
};

/** The toasts' place on screen and their look, with the library rather than with every first load. */
export const StyledToaster = () =>
  createElement(Toaster, {
    position: 'top-right',
    toastOptions: {
      style: CARD_STYLE,
      success: { iconTheme: { primary: '#16a34a', secondary: '#ffffff' } },
      error: { iconTheme: { primary: '#dc2626', secondary: '#ffffff' } },
    },
  });
