import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { z } from 'zod/mini';
import { env, type ApiPaths } from '@/config/env';
import { ApiError, toApiError } from './api-error';
import { takeEarlyAnswer } from './early-answers';
import { currentLanguage } from './i18n';
import { getAccessToken } from './session';
import type * as HttpClientModule from './http-client';

// The typed door to the API: every fetcher calls apiRequest with the schema of its answer.
// The axios instance (lib/http-client.ts) ships in the signed-in app's chunk (config/chunk-areas.ts);
// a visitor's page fetches it with the first request or at the first key press or touch
// (lib/on-first-input.ts), so a page that only shows a form does not wait for it.

/**
 * The path a call goes to under the API base (itself /api). The spec's table writes some paths with
 * a second /api (`/api/bids/...`, `/api/cities`, `/api/attachments/download/{id}`) and most without
 * (`/organization`). VITE_API_PATHS says how a backend reads that: `single` (the default) drops the
 * leading /api, so every URL carries one (`/api/bids/...`); `double` keeps it under the base
 * (`/api/api/bids/...`). The one place the choice is applied: every request passes here.
 */
export function toRelativeApiPath(path: string, paths: ApiPaths = env.apiPaths) {
  if (paths === 'double') return path || '/';
  return path.replace(/^\/api(?=\/|$)/, '') || '/';
}

/**
 * A request as `METHOD url`, the URL whole as axios sends it (base, path, serialised params): how an
 * answer fetched before the app ran is matched (lib/early-answers.ts, build/first-request-table.ts).
 * `config.url` is the one sent, after `toRelativeApiPath`.
 */
export const requestKey = (client: Pick<AxiosInstance, 'getUri'>, config: AxiosRequestConfig) =>
  `${(config.method ?? 'get').toUpperCase()} ${client.getUri(config)}`;

/** The answer index.html asked for before the app ran, if it is this request's and may be used. */
async function earlyAnswerTo(client: Pick<AxiosInstance, 'getUri'>, config: AxiosRequestConfig) {
  if (config.method?.toUpperCase() !== 'GET') return null;
  const key = requestKey(client, { ...config, url: toRelativeApiPath(config.url ?? '') });
  const answer = takeEarlyAnswer(key, getAccessToken(), currentLanguage());
  // A failed or refused early request is asked again the usual way (its 403 refresh, its 404 lesson).
  return answer ? await answer : null;
}

let httpClient: Promise<typeof HttpClientModule> | null = null;
// A load that failed (offline at the first call) is forgotten, so the next call tries again.
export const loadHttpClient = () =>
  (httpClient ??= import('./http-client').catch((error: unknown) => {
    httpClient = null;
    throw error;
  }));

/** Warms the HTTP client before the first request needs it (called from the root layout). */
export const preloadApiClient = () => void loadHttpClient().catch(() => undefined);

/**
 * A 404 or 501 from one of our designed feature endpoints means this backend lacks the feature
 * (config/server-features.ts): the app learns it, so the menu hides the feature and its screens
 * say so, instead of showing an error. The map of features loads only when such an answer comes,
 * not with the app's entry (the /login budget).
 */
async function noteMissingFeature(error: ApiError, url: string | undefined) {
  error.endpoint = url ?? null;
  if (error.kind === 'http' && (error.status === 404 || error.status === 501)) {
    const { learnFromFailedCall } = await import('./server-features');
    learnFromFailedCall(url);
  }
  return error;
}

/**
 * Sends the request and parses the answer with the caller's schema. Every failure comes out as an
 * ApiError; an answer of the wrong shape is one too, never a crash deep in a component.
 */
export async function apiRequest<S extends z.ZodMiniType>(
  schema: S,
  config: AxiosRequestConfig,
): Promise<z.infer<S>> {
  // Offline at the first call, the client's own code may not arrive: a network error like any other.
  const { apiClient } = await loadHttpClient().catch((error: unknown) => {
    throw toApiError(error);
  });
  let data: unknown;
  const early = await earlyAnswerTo(apiClient, config);
  if (early) data = early.data;
  else {
    try {
      data = (await apiClient.request<unknown>(config)).data;
    } catch (error) {
      throw await noteMissingFeature(toApiError(error), config.url);
    }
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    // Names the endpoint and the first field that did not match, for whoever reads the console.
    const issue = parsed.error.issues[0];
    console.error(
      `Unexpected response from ${(config.method ?? 'GET').toUpperCase()} ${config.url}: ` +
        `field '${issue?.path.join('.') || '(answer)'}' ${issue?.message ?? 'did not match'}`,
      parsed.error.issues,
    );
    throw new ApiError({
      kind: 'invalid_response',
      message: 'Unexpected response from the server',
      cause: parsed.error,
    });
  }
  return parsed.data;
}
