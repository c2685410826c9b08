import axios, { AxiosHeaders, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { env } from '@/config/env';
import { toRelativeApiPath } from './api-client';
import { currentLanguage } from './i18n';
import { endSession, getAccessToken, getRefreshToken, renewSession } from './session';

// The one axios instance (spec §7, §8): base URL, Accept-Language, bearer token, and the
// single-flight refresh on 403 (and 401). No timeout: the spec says the client has none. Code
// reaches it through lib/api-client.ts, which loads this module with the first request.

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean; _sentToken?: string | null };

export const apiClient = axios.create({ baseURL: env.apiBaseUrl });

apiClient.interceptors.request.use((config: RetriableConfig) => {
  if (config.url) config.url = toRelativeApiPath(config.url);
  const headers = AxiosHeaders.from(config.headers);
  headers.set('Accept-Language', currentLanguage());
  const token = getAccessToken();
  // A caller may bring its own bearer: sign-out's revoke carries the token of the session it has
  // just ended. A retry after a refresh always carries the session's current one.
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

/** Answers that mean "the session is over" and start a refresh; 401 is read like the spec's 403. */
const SESSION_REFUSED = new Set([401, 403]);

/**
 * Calls made without a live session, or about to drop it: their 401/403 is the form's message (a
 * wrong password, a deactivated account), never a cue to refresh. A refresh here could even sign a
 * visitor in again with a refresh token left from an older session.
 */
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

/** The refresh refusals that prove the refresh token is dead; anything else may pass. */
const REFRESH_REJECTED = new Set([400, 401, 403]);

const refusedStatus = (error: unknown) =>
  axios.isAxiosError(error) ? (error.response?.status ?? null) : null;

let refreshInFlight: Promise<string> | null = null;

/**
 * One refresh at a time: every 401/403 that arrives while it runs waits for the same answer. A refused
 * refresh token ends the session here, once, however many requests were waiting; a network
 * failure, a 5xx or an unreadable answer leaves the session as it is for a later try.
 */
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
        // Signed out (or in as someone else) while the refresh was on its way: its answer belongs to
        // a session that is over and must not start it again. The waiting requests fail as refused.
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

  // A token already renewed by another request's refresh: retry with it, no second refresh.
  const current = getAccessToken();
  if (current && config._sentToken && current !== config._sentToken) {
    config._retried = true;
    return apiClient.request(config);
  }

  // No refresh token: the screen shows the error and the user stays. A 403 also means "role not
  // allowed" or "organisation suspended", so without a refresh there is no proof the session is
  // over (docs/decisions.md, 'Refresh and sign-out').
  const refreshToken = getRefreshToken();
  if (!refreshToken) throw error;
  try {
    await refreshAccessToken(refreshToken);
  } catch {
    throw error;
  }
  config._retried = true;
  return apiClient.request(config);
});
