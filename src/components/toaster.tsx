import { useToastLibrary } from '@/lib/toast';

/**
 * The toasts' place on screen. It renders nothing until the first toast brings the library, with
 * the toaster's look (lib/toast.ts, lib/toast-library.ts).
 */
export function AppToaster() {
  const library = useToastLibrary();
  if (!library) return null;
  const { StyledToaster } = library;
  return <StyledToaster />;
}
