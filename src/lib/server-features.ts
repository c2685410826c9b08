import { useSyncExternalStore } from 'react';
import { featureOfPath, type ServerFeature } from '@/config/server-features';
import { ApiError } from './api-error';

// Which designed features this server turned out not to have (config/server-features.ts). Learnt
// from answers, not probed: the first 404/501 from a feature's endpoint marks it. Kept for the tab's
// life (sessionStorage), so after a reload the menu does not offer what the server lacks; a new
// tab asks again, in case the backend has gained it.

const STORAGE_KEY = 'missingServerFeatures';
const listeners = new Set<() => void>();

function read(): ReadonlySet<ServerFeature> {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(
      Array.isArray(parsed) ? (parsed.filter((x) => typeof x === 'string') as ServerFeature[]) : [],
    );
  } catch {
    return new Set();
  }
}

let missing = read();

export function markFeatureMissing(feature: ServerFeature) {
  if (missing.has(feature)) return;
  missing = new Set([...missing, feature]);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...missing]));
  } catch {
    // Storage may be full or off; the answer still holds for this page's life.
  }
  listeners.forEach((notify) => notify());
}

/** After a 404 or 501: marks the feature whose endpoint the call went to, if it is one of ours. */
export function learnFromFailedCall(path: string | undefined) {
  const feature = featureOfPath(path);
  if (feature) markFeatureMissing(feature);
}

/** Forgets what was learnt (a new sign-in, or tests). */
export function resetMissingFeatures() {
  missing = new Set();
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
  listeners.forEach((notify) => notify());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The features known missing, re-rendering when one is learnt. */
export const useMissingFeatures = () => useSyncExternalStore(subscribe, () => missing);

export const useFeatureAvailable = (feature: ServerFeature | undefined) => {
  const current = useMissingFeatures();
  return feature === undefined || !current.has(feature);
};

/** Whether a failed call failed because its feature is missing on this server. */
export function isFeatureUnavailableError(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'http') return false;
  if (error.status !== 404 && error.status !== 501) return false;
  const feature = featureOfPath(error.endpoint ?? undefined);
  return feature !== null && missing.has(feature);
}
