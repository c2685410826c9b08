import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { z } from 'zod/mini';
import { env, type ApiPaths } from '@/config/env';
import { ApiError, toApiError } from './api-error';
import { takeEarlyAnswer } from './early-answers';
import { currentLanguage } from './i18n';
import { getAccessToken } from './session';
import type * as HttpClientModule from './http-client';

/** VITE_API_PATHS: `single` drops the spec's leading /api so each URL has one; `double` keeps it. */
export function toRelativeApiPath(path: string, paths: ApiPaths = env.apiPaths) {
  if (paths === 'double') return path || '/';
  return path.replace(/^\/api(?=\/|$)/, '') || '/';
}

/** `METHOD url` as axios sends it: how an answer fetched before the app ran is matched. */
export const requestKey = (client: Pick<AxiosInstance, 'getUri'>, config: AxiosRequestConfig) =>
  `${(config.method ?? 'get').toUpperCase()} ${client.getUri(config)}`;

async function earlyAnswerTo(client: Pick<AxiosInstance, 'getUri'>, config: AxiosRequestConfig) {
  if (config.method?.toUpperCase() !== 'GET') return null;
  const key = requestKey(client, { ...config, url: toRelativeApiPath(config.url ?? '') });
  const answer = takeEarlyAnswer(key, getAccessToken(), currentLanguage());
  return answer ? await answer : null;
}

let httpClient: Promise<typeof HttpClientModule> | null = null;
export const loadHttpClient = () =>
  (httpClient ??= import('./http-client').catch((error: unknown) => {
    httpClient = null;
    throw error;
  }));

export const preloadApiClient = () => void loadHttpClient().catch(() => undefined);

async function noteMissingFeature(error: ApiError, url: string | undefined) {
  error.endpoint = url ?? null;
  if (error.kind === 'http' && (error.status === 404 || error.status === 501)) {
    const { learnFromFailedCall } = await import('./server-features');
    learnFromFailedCall(url);
  }
  return error;
}

/** Every failure, a wrong-shaped answer too, comes out as an ApiError, never a crash in a component. */
export async function apiRequest<S extends z.ZodMiniType>(
  schema: S,
  config: AxiosRequestConfig,
): Promise<z.infer<S>> {
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
