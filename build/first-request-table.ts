import type { InternalAxiosRequestConfig } from 'axios';
import { LANDING_ROUTES, runQuery } from '@/app/first-requests';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/config/languages';
import { LANGUAGE_STORAGE_KEY, SESSION_COOKIE } from '@/config/limits';
import { ORGANIZATION_TYPES } from '@/config/organization-types';
import { requestKey } from '@/lib/api-client';
import { EARLY_REQUESTS_GLOBAL } from '@/lib/early-answers';
import { apiClient } from '@/lib/http-client';
import { can } from '@/lib/permissions';

// The table build/early-requests.js reads: for each signed-in landing route, the roles it opens for
// and its first requests, as `METHOD url`. Each request is made by the app's own query function
// through the app's own axios instance (its interceptors, base URL and VITE_API_PATHS), whose
// transport here writes the request down instead of sending it. Loaded at build time by
// build/first-request-plugin.ts, and by its test.

export type FirstRequestTable = {
  cookie: string;
  languageKey: string;
  languages: readonly string[];
  defaultLanguage: string;
  accept: string;
  global: string;
  routes: { path: string; roles: string[]; requests: string[] }[];
};

/** Which requests `run` makes, by key; none of them leaves. */
async function recordRequests(run: () => Promise<unknown>) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter = apiClient.defaults.adapter;
  apiClient.defaults.adapter = (config) => {
    sent.push(config);
    return Promise.reject(new Error('Written down, not sent'));
  };
  try {
    await run().catch(() => undefined);
  } finally {
    apiClient.defaults.adapter = adapter;
  }
  return sent;
}

const paramNames = (path: string) => path.split('/').filter((segment) => segment.startsWith(':'));

export async function firstRequestTable(): Promise<FirstRequestTable> {
  let accept = '';
  const routes: FirstRequestTable['routes'] = [];
  for (const route of LANDING_ROUTES) {
    const names = paramNames(route.path);
    // Each parameter is given as its own `:name`, which the inline script replaces with the path's.
    const params = Object.fromEntries(names.map((name) => [name.slice(1), name]));
    const requests: string[] = [];
    for (const query of route.queries(params)) {
      // A query's first request only: a retry or a stand-in after a failure is the app's to make.
      const [first] = await recordRequests(() => runQuery(query));
      if (!first) throw new Error(`${route.path}: a first query made no request`);
      const key = requestKey(apiClient, first);
      const missing = names.find((name) => !key.includes(name));
      if (missing) throw new Error(`${route.path}: ${key} does not carry ${missing} as it was given`);
      accept ||= String(first.headers.get('Accept') ?? '');
      requests.push(key);
    }
    const roles = ORGANIZATION_TYPES.filter((organizationType) => can({ organizationType }, route.action));
    routes.push({ path: route.path, roles, requests });
  }
  return {
    cookie: SESSION_COOKIE,
    languageKey: LANGUAGE_STORAGE_KEY,
    languages: LANGUAGES,
    defaultLanguage: DEFAULT_LANGUAGE,
    accept,
    global: EARLY_REQUESTS_GLOBAL,
    routes,
  };
}
