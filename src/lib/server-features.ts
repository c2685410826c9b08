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

// Designed collections this server answered 404/501 for, whose reads a spec call stands in for.
// Kept for the page's life only: the stand-in is asked at once, without a doomed request first.
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

/** The features known missing, re-rendering when one is learnt. */
export const useMissingFeatures = () => useSyncExternalStore(subscribe, () => missing);

export const useFeatureAvailable = (feature: ServerFeature | undefined) => {
  const current = useMissingFeatures();
  return feature === undefined || !current.has(feature);
};

/** Whether a failed call failed because its feature is missing on this server. */
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
// The spec's call refused this reader or this use (a role it does not serve, a method it lacks).
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
  /** The designed collection's path (GET /inquiries): what a 404 of the list teaches. */
  collection: string;
  /** A read of one record: its 404 may mean the record is gone, so only the list's 404 teaches. */
  one?: boolean;
};

/**
 * A read of a designed endpoint, or, where this server lacks it (404/501), of the spec's call that
 * can serve the same screen. When the spec's call cannot serve it either, the error says 'not
 * available on this server' (ErrorState); a record the spec's call does not know is not found.
 */
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
    // One record: the spec's 404 says it is not there; a 404 of the designed call alone says the same
    // unless the list has shown the endpoint missing (or the server said 501, not implemented).
    if (one && error.status === 404 && listMissing) throw error;
    if (one && !listMissing && !isHttp(designedError, [501])) throw designedError ?? error;
    throw unavailable(designedError, collection);
  }
}
