import { lazy, Suspense, useContext, useEffect, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { LandingScreen } from '@/config/headings';
import type { ServerFeature } from '@/config/server-features';
import { preloadWords } from '@/lib/preload-words';
import { can, type Action } from '@/lib/permissions';
import { getSessionUser } from '@/lib/session';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { retryableLazy } from '../errors/retryable-lazy';
import { RequirePermission } from '../guards/require-permission';
import { onlyOnArrival, prefetchLoader, type RouteQueries } from '../prefetch';
import { preloadArea, registerScreen, whenIdle } from './preload';
import { headingNamespace, type OwnHeading } from './own-headings';
import { ScreenFallbackContext, type ScreenHeading } from './screen-fallback';

// One helper for every lazy screen of the table: what it is (a module's export), where it sits, and
// what comes with it (its feature gate, its heading, its first queries). The route objects it makes
// hold functions only: nothing of a screen is imported or rendered until its route is asked for.

type ScreenOptions = {
  /** Its path (absolute); or `index` for the area's index ('/'). */
  path?: string;
  index?: true;
  /** The designed endpoint it stands on: 'not available on this server' in its place without it. */
  feature?: ServerFeature;
  /**
   * A landing screen: the shell shows its heading and a spinner while its code and words load
   * (config/headings.ts), instead of keeping the page behind a spinner until they are there.
   */
  heading?: LandingScreen;
  /** Another screen whose heading is its own words: shown likewise once they are in (own-headings.ts). */
  ownHeading?: OwnHeading;
  /** The queries its loader starts at once, beside its code (app/prefetch.ts). */
  queries?: RouteQueries;
};

export type ScreenSpec = ScreenOptions & { load: () => Promise<ComponentType> };

/** A screen: the module `load` brings and the component it exports as `name`. */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
  options: ScreenOptions = {},
): ScreenSpec {
  const { feature } = options;
  return {
    ...options,
    // The gate loads with the screen, not with the app's entry (the /login budget).
    load: feature
      ? () =>
          Promise.all([load(), import('../feature-gate')]).then(([m, gate]) => gate.gated(feature, m[name]))
      : () => load().then((m) => m[name]),
  };
}

/** The area a group of screens ships in, the policy's action for them and their words' namespace. */
type Group = {
  /** The chunk area (config/chunk-areas.ts): what is fetched on idle once one of its screens shows. */
  area: string;
  /** `view:<area>` (lib/permissions.ts): children never render, so never fetch, for anyone else. */
  action: Action;
  /** The namespace of the area's words (config/locales.ts), asked for beside a screen's code. */
  words: string;
};

/** What the table's own routes carry, read back by tests and the layout. */
export type ScreenHandle = { area: string; heading?: LandingScreen; ownHeading?: OwnHeading };

/**
 * An area's screens behind the policy's action. A screen's prefetch runs only for those the same
 * rule lets in.
 */
export function guarded(group: Group, children: (ScreenSpec | RouteObject)[]): RouteObject {
  return {
    element: <RequirePermission action={group.action} />,
    ErrorBoundary: RouteErrorBoundary,
    children: children.map((child) => ('load' in child ? screenRoute(group, child) : child)),
  };
}

function screenRoute(group: Group, spec: ScreenSpec): RouteObject {
  const { area, action, words } = group;
  // Asks at the same moment (a hovered link, then its click) share one fetch; once it settles, the
  // next ask imports again, which the browser answers from the module it already has (or fetches
  // anew after a failure).
  let fetching: Promise<ComponentType> | null = null;
  const fetchScreen = () => {
    preloadWords(words);
    if (spec.ownHeading) preloadWords(headingNamespace(spec.ownHeading));
    return (fetching ??= spec.load().finally(() => {
      fetching = null;
    }));
  };
  registerScreen({ path: spec.index ? '/' : (spec.path ?? '/'), area, action, preload: fetchScreen });
  const handle: ScreenHandle = { area, heading: spec.heading, ownHeading: spec.ownHeading };
  const heading: ScreenHeading | undefined =
    spec.heading ?? (spec.ownHeading ? { own: spec.ownHeading } : undefined);
  const queries = spec.queries ? prefetchLoader(action, spec.queries) : undefined;
  // A headed screen's code is asked for when its route matches, beside the shell's, not once the
  // shell has rendered the Suspense that needs it: the two then arrive in one round.
  const loader: Pick<RouteObject, 'loader' | 'shouldRevalidate'> = heading
    ? {
        loader: (args) => {
          if (can(getSessionUser(), action)) void fetchScreen().catch(() => undefined);
          return queries ? queries(args) : null;
        },
        shouldRevalidate: onlyOnArrival,
      }
    : queries
      ? { loader: queries, shouldRevalidate: onlyOnArrival }
      : {};
  const shape = heading
    ? { Component: headingFirst(heading, area, fetchScreen) }
    : {
        lazy: retryableLazy(() =>
          fetchScreen().then((Screen) => ({ Component: thenIdleArea(Screen, area) })),
        ),
      };
  const common = { handle, ErrorBoundary: RouteErrorBoundary, ...loader, ...shape };
  return spec.index ? { index: true, ...common } : { path: spec.path, ...common };
}

/** Once its screen is on screen, the rest of its area is fetched when the browser is idle. */
function PreloadAreaWhenIdle({ area }: { area: string }) {
  useEffect(() => whenIdle(() => preloadArea(area)), [area]);
  return null;
}

function thenIdleArea(Screen: ComponentType, area: string): ComponentType {
  function ScreenThenArea() {
    return (
      <>
        <Screen />
        <PreloadAreaWhenIdle area={area} />
      </>
    );
  }
  return ScreenThenArea;
}

/**
 * A screen with a heading as a route React Router need not wait for: on a first load the data router
 * renders nothing until every matched `lazy` route is in, so the screen is loaded inside the route's
 * component instead, with its heading as the Suspense fallback. Its loader still starts its queries
 * the moment the route matches. A chunk that fails is explained in place and fetched again on
 * request, as for every lazy route (errors/retryable-lazy.tsx).
 */
function headingFirst(
  heading: ScreenHeading,
  area: string,
  fetchScreen: () => Promise<ComponentType>,
): ComponentType {
  const load = retryableLazy(() => fetchScreen().then((Component) => ({ Component })));
  // React.lazy asks for nothing until the first render.
  const Loaded = lazy(() =>
    load().then((loaded) => ({
      default: 'Component' in loaded ? loaded.Component : () => loaded.element,
    })),
  );
  function HeadingFirstScreen() {
    const fallback = useContext(ScreenFallbackContext);
    return (
      <Suspense fallback={fallback?.(heading)}>
        <Loaded />
        <PreloadAreaWhenIdle area={area} />
      </Suspense>
    );
  }
  HeadingFirstScreen.displayName = `HeadingFirst(${typeof heading === 'string' ? heading : heading.own})`;
  return HeadingFirstScreen;
}
