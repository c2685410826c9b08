import axios, { AxiosHeaders, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { env } from '@/config/env';
import { toRelativeApiPath } from './api-client';
import { currentLanguage } from './i18n';
import { endSession, getAccessToken, getRefreshToken, renewSession } from './session';

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean; _sentToken?: string | null };

export const apiClient = axios.create({ baseURL: env.apiBaseUrl });

apiClient.interceptors.request.use((config: RetriableConfig) => {
  if (config.url) config.url = toRelativeApiPath(config.url);
  const headers = AxiosHeaders.from(config.headers);
  headers.set('Accept-Language', currentLanguage());
  const token = getAccessToken();
  const ownBearer = !config._retried && headers.has('Authorization');
  if (token && !ownBearer) headers.set('Authorization', `Bearer ${token}`);
  else if (!ownBearer) headers.delete('Authorization');
  config.headers = headers;
  config._sentToken = token;
  return config;
});

const refreshAnswerSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.optional(z.string()),
});

const SESSION_REFUSED = new Set([401, 403]);

/** Sign-in and sign-out calls: their 401/403 is the form's message, never a cue to refresh. */
const NO_REFRESH_PATHS = new Set(
  [
    endpoints.auth.login,
    endpoints.auth.register,
    endpoints.auth.forgotPassword,
    endpoints.auth.resetPassword,
    endpoints.auth.refreshToken,
    endpoints.auth.logout,
  ].map((path) => toRelativeApiPath(path)),
);

/** The refresh refusals that prove the refresh token dead; a 5xx or network error may pass. */
const REFRESH_REJECTED = new Set([400, 401, 403]);

const refusedStatus = (error: unknown) =>
  axios.isAxiosError(error) ? (error.response?.status ?? null) : null;

let refreshInFlight: Promise<string> | null = null;

/** One refresh at a time: every 401/403 meanwhile waits for the same answer. */
function refreshAccessToken(refreshToken: string): Promise<string> {
  refreshInFlight ??= axios
    .post<unknown>(
      `${env.apiBaseUrl}${toRelativeApiPath(endpoints.auth.refreshToken)}`,
      { refreshToken },
      {
        headers: { 'Accept-Language': currentLanguage() },
      },
    )
    .then(
      (response) => {
        // Signed out during the refresh: its answer belongs to an ended session.
        if (getRefreshToken() !== refreshToken) throw new Error('The session ended during its refresh');
        const parsed = refreshAnswerSchema.safeParse(response.data);
        if (!parsed.success) {
          console.error('Unexpected response from POST /auth/refresh-token', parsed.error.issues);
          throw parsed.error;
        }
        renewSession(parsed.data);
        return parsed.data.accessToken;
      },
      (error: unknown) => {
        const status = refusedStatus(error);
        if (status !== null && REFRESH_REJECTED.has(status)) endSession('expired');
        throw error;
      },
    )
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

const pathOf = (url: string | undefined) => toRelativeApiPath((url ?? '').split('?')[0] ?? '');

apiClient.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetriableConfig | undefined;
  const status = error.response?.status;
  if (status === undefined || !SESSION_REFUSED.has(status) || !config || config._retried) throw error;
  if (NO_REFRESH_PATHS.has(pathOf(config.url))) throw error;

  const current = getAccessToken();
  // Another request's refresh already renewed the token: retry with it.
  if (current && config._sentToken && current !== config._sentToken) {
    config._retried = true;
    return apiClient.request(config);
  }

  const refreshToken = getRefreshToken();
  // A 403 may also mean 'not allowed' or 'suspended': without a refresh token the user stays.
  if (!refreshToken) throw error;
  try {
    await refreshAccessToken(refreshToken);
  } catch {
    throw error;
  }
  config._retried = true;
  return apiClient.request(config);
});
