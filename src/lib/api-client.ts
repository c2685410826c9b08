import axios, { AxiosHeaders, type AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { z as zod } from 'zod';
import { endpoints } from '@/config/endpoints';
import { env } from '@/config/env';
import { ApiError, toApiError } from './api-error';
import { currentLanguage } from './i18n';
import { endSession, getAccessToken, getRefreshToken, setAccessToken, startSession } from './session';

// The one HTTP client (spec §7, §8). No timeout: the spec says the client has none.

/** Spec paths sometimes begin with /api and sometimes not; the base already ends in /api. */
export function toRelativeApiPath(path: string) {
  return path.replace(/^\/api(?=\/|$)/, '') || '/';
}

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean; _sentToken?: string | null };

export const apiClient = axios.create({ baseURL: env.apiBaseUrl });

apiClient.interceptors.request.use((config: RetriableConfig) => {
  if (config.url) config.url = toRelativeApiPath(config.url);
  const headers = AxiosHeaders.from(config.headers);
  headers.set('Accept-Language', currentLanguage());
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  config.headers = headers;
  config._sentToken = token;
  return config;
});

const refreshAnswerSchema = zod.object({ accessToken: zod.string().min(1), refreshToken: zod.string().optional() });

let refreshInFlight: Promise<string> | null = null;

/** One refresh at a time: every 403 that arrives while it runs waits for the same answer. */
function refreshAccessToken(refreshToken: string): Promise<string> {
  refreshInFlight ??= axios
    .post<unknown>(`${env.apiBaseUrl}${toRelativeApiPath(endpoints.auth.refreshToken)}`, { refreshToken }, {
      headers: { 'Accept-Language': currentLanguage() },
    })
    .then((response) => {
      const tokens = refreshAnswerSchema.parse(response.data);
      if (tokens.refreshToken) startSession(tokens);
      else setAccessToken(tokens.accessToken);
      return tokens.accessToken;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

apiClient.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetriableConfig | undefined;
  if (error.response?.status !== 403 || !config || config._retried) throw error;

  // A token already renewed by another request's refresh: retry with it, no second refresh.
  const current = getAccessToken();
  if (current && config._sentToken && current !== config._sentToken) {
    config._retried = true;
    return apiClient.request(config);
  }

  const refreshToken = getRefreshToken();
  if (!refreshToken) {
    endSession();
    throw error;
  }
  try {
    await refreshAccessToken(refreshToken);
  } catch {
    endSession();
    throw error;
  }
  config._retried = true;
  return apiClient.request(config);
});

/**
 * The typed door to the API: sends the request and parses the answer with the caller's schema.
 * Every failure comes out as an ApiError; an answer of the wrong shape is one too.
 */
export async function apiRequest<S extends z.ZodType>(schema: S, config: AxiosRequestConfig): Promise<z.infer<S>> {
  let data: unknown;
  try {
    data = (await apiClient.request<unknown>(config)).data;
  } catch (error) {
    throw toApiError(error);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error('Unexpected response shape', config.url, parsed.error.issues);
    throw new ApiError({ kind: 'invalid_response', message: 'Unexpected response from the server', cause: parsed.error });
  }
  return parsed.data;
}

/** Attachments come as blobs and are saved under the name the caller gives (spec §3, §8). */
export async function downloadAttachment(id: string | number, fileName: string) {
  try {
    const response = await apiClient.get<Blob>(endpoints.attachments.download(id), { responseType: 'blob' });
    const url = URL.createObjectURL(response.data);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    URL.revokeObjectURL(url);
  } catch (error) {
    // The spec keeps download failures silent for the user; they are only logged.
    console.error('Attachment download failed', error);
  }
}
