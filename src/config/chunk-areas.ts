import { localeFile } from './locales.ts';

/**
 * Where each module of the build ships (vite.config.ts). Chunks follow the product's areas, not its
 * components: a first load asks for a handful of files instead of dozens of sub-kilobyte ones, and
 * a screen's lazy parts (dialogs, tabs) come with its area instead of one request each (issue 17).
 *
 * - `start`: what every page needs, the sign-in page included (React, the router, i18next, the
 *   route table and guards, the sign-in form): rolldown's `$initial` modules, a group of its own.
 * - `app`: the signed-in shell (server cache, HTTP client, UI kit, forms, dates, dialogs) and every
 *   library the areas share.
 * - one chunk per area below, and the heavy libraries only some screens use, each on its own.
 * - translations: a language's core namespaces (loaded at start), then one file per area.
 */
export type ChunkName = string;

/** Heavy libraries only some screens use: each its own chunk, fetched with the screen that needs it. */
const HEAVY_LIBRARIES: readonly (readonly [RegExp, ChunkName])[] = [
  [
    /node_modules\/(recharts|d3-[a-z-]+|victory-vendor|@reduxjs|redux|redux-thunk|reselect|react-redux|immer|decimal\.js-light|eventemitter3|es-toolkit|tiny-invariant)\/|src\/features\/statistics\/components\/charts\//,
    'charts',
  ],
  [
    /node_modules\/(react-phone-number-input|libphonenumber-js|input-format|country-flag-icons|classnames|prop-types)\/|src\/components\/phone-(input|flag)\.tsx$/,
    'phone',
  ],
  [
    /node_modules\/(react-select|@emotion\/[a-z-]+|@floating-ui\/[a-z-]+|stylis|memoize-one|hoist-non-react-statics|@babel\/runtime|use-isomorphic-layout-effect)\/|src\/components\/(select|country-select)\.tsx$/,
    'select',
  ],
  // Papa Parse writes a list's CSV: fetched at the first export, not with the lists that offer one.
  [/node_modules\/papaparse\//, 'csv'],
];

/** The product's areas: a feature folder and its routes ship together. */
const AREAS: readonly (readonly [RegExp, ChunkName])[] = [
  // Ratings are given on the shipment's steps page; the carrier's list of them rides along.
  [/src\/(features|app\/routes)\/(inquiries|ratings)\//, 'inquiries'],
  [/src\/(features|app\/routes)\/bids\//, 'bids'],
  [/src\/(features|app\/routes)\/route-offers\//, 'lanes'],
  [
    /src\/features\/(organizations|members|carrier-profile|profile)\/|src\/app\/routes\/(organizations|profile)\/|src\/features\/notifications\/components\/notification-settings-form\.tsx$/,
    'organizations',
  ],
  [/src\/features\/(billing|promo-codes)\/|src\/app\/routes\/billing\//, 'billing'],
  [/src\/(features|app\/routes)\/email\/|src\/lib\/safe-html\.ts$|node_modules\/dompurify\//, 'mail'],
  [
    /src\/features\/(statistics|dashboard|activities)\/|src\/app\/routes\/(statistics|activities|home[a-z-]*\.tsx$)/,
    'statistics',
  ],
  [/src\/(features|app\/routes)\/auth\//, 'auth'],
];

// The demo backend and msw; the group takes their own dependencies along with them.
const DEMO = /src\/mocks\/|node_modules\/(msw|@mswjs\/[a-z-]+)\//;

const normalise = (id: string) => id.replace(/\\/g, '/');

/** A translation file's chunk (config/locales.ts LOCALE_FILES), or null for any other module. */
export const localeChunk = (id: string): ChunkName | null => localeFile(normalise(id));

/** The in-browser demo backend (demo builds only; the production build has none of it). */
export const demoChunk = (id: string): ChunkName | null => (DEMO.test(normalise(id)) ? 'demo' : null);

/** A heavy library's chunk, or null for everything else. */
export function heavyLibraryChunk(id: string): ChunkName | null {
  const path = normalise(id);
  return HEAVY_LIBRARIES.find(([test]) => test.test(path))?.[1] ?? null;
}

/**
 * A feature's data layer (its fetchers, answer schemas and URL state) ships with the app, not with
 * its area: screens of other areas read it (an inquiry's carrier profile, the members filter of the
 * activity log), and a route's loader can start its queries as soon as the app chunk is there, while
 * the area's screens are still on their way.
 */
const DATA_LAYER = /src\/features\/[a-z-]+\/(api\/|schemas\.ts$|[a-z-]+-url-state\.ts$)/;

/** An area's chunk, or null for what the areas share. */
export function areaChunk(id: string): ChunkName | null {
  const path = normalise(id);
  if (DATA_LAYER.test(path)) return null;
  return AREAS.find(([test]) => test.test(path))?.[1] ?? null;
}
