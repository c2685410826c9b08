import { cn } from './class-names';
import { Spinner } from './spinner';

/** Only while a screen's code loads. */
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
