import { useSyncExternalStore } from 'react';

// The browser's own idea of the connection: false means certainly offline; true only means a network
// is there (a request can still fail), which is why chunk errors are probed as well (chunk-errors.ts).

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);
