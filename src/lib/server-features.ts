import { useSyncExternalStore } from 'react';
import { featureOfPath, type ServerFeature } from '@/config/server-features';
import { ApiError } from './api-error';

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

const collectionsStoodIn = new Set<string>();

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
  collectionsStoodIn.clear();
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

export const useMissingFeatures = () => useSyncExternalStore(subscribe, () => missing);

export const useFeatureAvailable = (feature: ServerFeature | undefined) => {
  const current = useMissingFeatures();
  return feature === undefined || !current.has(feature);
};

export function isFeatureUnavailableError(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'http') return false;
  if (error.unavailableHere) return true;
  if (error.status !== 404 && error.status !== 501) return false;
  const feature = featureOfPath(error.endpoint ?? undefined);
  return feature !== null && missing.has(feature);
}

const isHttp = (error: unknown, statuses: readonly number[]): error is ApiError =>
  error instanceof ApiError &&
  error.kind === 'http' &&
  error.status !== null &&
  statuses.includes(error.status);
const MISSING = [404, 501] as const;
const CANNOT_SERVE = [401, 403, 404, 405, 501] as const;

function unavailable(designedError: ApiError | null, collection: string) {
  const error =
    designedError ??
    new ApiError({ kind: 'http', status: 404, message: `${collection} is not on this server` });
  error.endpoint ??= collection;
  error.unavailableHere = true;
  return error;
}

type StandIn = {
  collection: string;
  one?: boolean;
};

/** A designed read, or where the server lacks it (404/501), the spec's call that serves the same screen. */
export async function readWithStandIn<T>(
  { collection, one = false }: StandIn,
  designed: () => Promise<T>,
  standIn: () => Promise<T>,
): Promise<T> {
  let designedError: ApiError | null = null;
  if (!collectionsStoodIn.has(collection)) {
    try {
      return await designed();
    } catch (error) {
      if (!isHttp(error, MISSING)) throw error;
      designedError = error;
      if (!one) collectionsStoodIn.add(collection);
    }
  }
  try {
    return await standIn();
  } catch (error) {
    if (!isHttp(error, CANNOT_SERVE)) throw error;
    const listMissing = collectionsStoodIn.has(collection);
    if (one && error.status === 404 && listMissing) throw error;
    if (one && !listMissing && !isHttp(designedError, [501])) throw designedError ?? error;
    throw unavailable(designedError, collection);
  }
}
