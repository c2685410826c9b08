import { startTransition, useState, type ComponentType } from 'react';
import {
  classifyChunkFailure,
  isChunkLoadError,
  isChunkReloadUnderway,
  type ChunkFailureKind,
} from '@/lib/chunk-errors';
import { ChunkErrorNotice } from './chunk-error-notice';

// React Router remembers a route's `lazy` promise, a rejected one included, for the life of the
// router: a screen whose chunk failed once could never load again without a full reload. So a
// chunk failure resolves instead, to a stand-in that explains it in place and imports the screen
// again on request (the browser does fetch a failed module anew).

type LoadScreen = () => Promise<{ Component: ComponentType }>;

/** Where a stand-in keeps the screen once a retry brings it, for the route's later visits. */
type LoadedSlot = { get: () => ComponentType | null; keep: (Component: ComponentType) => void };

function loadedSlot(): LoadedSlot {
  let loaded: ComponentType | null = null;
  return {
    get: () => loaded,
    keep: (Component) => {
      loaded = Component;
    },
  };
}

export function retryableLazy(load: LoadScreen) {
  return async (): Promise<{ Component: ComponentType } | { element: React.ReactNode }> => {
    try {
      return await load();
    } catch (error) {
      // While Vite's one reload is underway, the import it cancelled resolves empty: the same case.
      const reloading = isChunkReloadUnderway();
      // Any other failure is rendered, not rejected: React Router leaves the page blank when a
      // lazy route rejects on the first load, while an error thrown in render reaches its boundary.
      if (!reloading && !isChunkLoadError(error)) return { element: <RethrowInRender error={error} /> };
      const kind = reloading ? 'new-version' : await classifyChunkFailure(error);
      return { element: <ChunkRetry load={load} slot={loadedSlot()} firstKind={kind} /> };
    }
  };
}

function ChunkRetry({
  load,
  slot,
  firstKind,
}: {
  load: LoadScreen;
  slot: LoadedSlot;
  firstKind: ChunkFailureKind;
}) {
  const [kind, setKind] = useState(firstKind);
  const [retrying, setRetrying] = useState(false);
  const [Screen, setScreen] = useState<ComponentType | null>(slot.get);
  if (Screen) return <Screen />;

  const retry = async () => {
    setRetrying(true);
    try {
      const { Component } = await load();
      slot.keep(Component);
      // A transition keeps this notice up while the screen's own translations load.
      startTransition(() => setScreen(() => Component));
    } catch (error) {
      setKind(await classifyChunkFailure(error));
    } finally {
      setRetrying(false);
    }
  };
  return <ChunkErrorNotice kind={kind} retrying={retrying} onRetry={() => void retry()} />;
}

function RethrowInRender({ error }: { error: unknown }): never {
  // The route's errorElement receives exactly what the import failed with.
  throw error;
}
