import axios, { AxiosHeaders, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { env } from '@/config/env';
import { currentLanguage } from './i18n';
import { endSession, getAccessToken, getRefreshToken, setAccessToken, startSession } from './session';

// The one axios instance (spec §7, §8): base URL, Accept-Language, bearer token, and the
// single-flight refresh on 403. No timeout: the spec says the client has none. Code reaches it
// through lib/api-client.ts, which loads this module with the first request.

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

const refreshAnswerSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.optional(z.string()),
});

let refreshInFlight: Promise<string> | null = null;

/** One refresh at a time: every 403 that arrives while it runs waits for the same answer. */
function refreshAccessToken(refreshToken: string): Promise<string> {
  refreshInFlight ??= axios
    .post<unknown>(
      `${env.apiBaseUrl}${toRelativeApiPath(endpoints.auth.refreshToken)}`,
      { refreshToken },
      {
        headers: { 'Accept-Language': currentLanguage() },
      },
    )
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
