import { useSyncExternalStore } from 'react';
import type * as ToastLibraryModule from './toast-library';
import type { ToastKind } from './toast-library';

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
  else
    void loadToastLibrary().then(
      (loaded) => loaded.showToast(kind, message),
      () => undefined,
    );
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  notification: (message: string) => show('notification', message),
};
