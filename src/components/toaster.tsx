import { useToastLibrary } from '@/lib/toast';

export function AppToaster() {
  const library = useToastLibrary();
  if (!library) return null;
  const { StyledToaster } = library;
  return <StyledToaster />;
}
