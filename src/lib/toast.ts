import { useSyncExternalStore } from 'react';
import type * as ToastLibraryModule from './toast-library';
import type { ToastKind } from './toast-library';

// One place for the durations of spec §9 (lib/toast-library.ts), so no screen picks its own. The
// library is fetched at the first toast, not with the app: most first loads show none, and its
// styling engine would run for nothing. Once it is there, a toast shows at once.

type ToastLibrary = typeof ToastLibraryModule;

let library: ToastLibrary | null = null;
let loading: Promise<ToastLibrary> | null = null;
const listeners = new Set<() => void>();

/** Fetches the toast library once; the toaster (components/toaster.tsx) renders from then on. */
export function loadToastLibrary(): Promise<ToastLibrary> {
  loading ??= import('./toast-library').then((loaded) => {
    library = loaded;
    listeners.forEach((listener) => listener());
    return loaded;
  });
  return loading;
}

/** The toast library once a toast has asked for it, else null: nothing to render before that. */
export function useToastLibrary(): ToastLibrary | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => library,
    () => null,
  );
}

function show(kind: ToastKind, message: string) {
  if (library) library.showToast(kind, message);
  // A toast that cannot be shown (its code did not arrive) is not worth an error of its own.
  else
    void loadToastLibrary().then(
      (loaded) => loaded.showToast(kind, message),
      () => undefined,
    );
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  /** A longer informational notice, for messages the user should have time to read. */
  notification: (message: string) => show('notification', message),
};
