import { Info } from 'lucide-react';
import { createElement } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { NOTIFICATION_DURATION_MS, TOAST_DURATION_MS } from '@/config/limits';

export type ToastKind = 'success' | 'error' | 'notification';

const idOf = (kind: ToastKind, message: string) => `${kind}:${message}`;

export function showToast(kind: ToastKind, message: string) {
  const id = idOf(kind, message);
  if (kind === 'success') toast.success(message, { id, duration: TOAST_DURATION_MS });
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
    // Centred over the header's empty middle: a toast at a corner covered the header's controls and,
    // stacked, a page's own action below them.
    position: 'top-center',
    toastOptions: {
      style: CARD_STYLE,
      success: { iconTheme: { primary: '#16a34a', secondary: '#ffffff' } },
      error: { iconTheme: { primary: '#dc2626', secondary: '#ffffff' } },
    },
  });
