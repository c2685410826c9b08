import { useToastLibrary } from '@/lib/toast';

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

/** The toasts' place on screen. It renders nothing until the first toast brings the library (lib/toast.ts). */
export function AppToaster() {
  const library = useToastLibrary();
  if (!library) return null;
  const { Toaster } = library;
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
