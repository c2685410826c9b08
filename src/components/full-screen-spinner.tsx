import { Spinner } from './spinner';

/** Only while a screen's code loads (architecture: every wait has a shape). */
export function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-surface">
      <Spinner className="size-10" />
    </div>
  );
}
