import { useToastLibrary } from '@/lib/toast';

/** The toasts' place on screen. */
export function AppToaster() {
  const library = useToastLibrary();
  if (!library) return null;
  const { StyledToaster } = library;
  return <StyledToaster />;
}
