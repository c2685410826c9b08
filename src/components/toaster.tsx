import { Toaster } from 'react-hot-toast';

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

export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      toastOptions={{
        style: CARD_STYLE,
        success: { iconTheme: { primary: '#16a34a', secondary: '#ffffff' } },
        error: { iconTheme: { primary: '#dc2626', secondary: '#ffffff' } },
      }}
    />
  );
}
