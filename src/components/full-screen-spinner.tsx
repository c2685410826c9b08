import { cn } from './class-names';
import { Spinner } from './spinner';

/**
 * Only while a screen's code loads (architecture: every wait has a shape). On the first load nothing is
 * behind it yet, so it covers the page; `over`, while moving to another screen, it dims the page being
 * left and lets clicks through, so a user who changes their mind can pick another link at once.
 */
export function FullScreenSpinner({ over = false }: { over?: boolean }) {
  return (
    <div
      className={cn(
        'fixed inset-0 z-50 flex items-center justify-center',
        over ? 'pointer-events-none bg-surface/70' : 'bg-surface',
      )}
    >
      <Spinner className="size-10" />
    </div>
  );
}
