import { startTransition, useState, type ComponentType } from 'react';
import { classifyChunkFailure, isChunkLoadError, type ChunkFailureKind } from '@/lib/chunk-errors';
import { isChunkReloadUnderway } from '@/lib/chunk-reload';
import { ChunkErrorNotice } from './chunk-error-notice';

type LoadScreen = () => Promise<{ Component: ComponentType }>;

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
      const reloading = isChunkReloadUnderway();
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
  throw error;
}
