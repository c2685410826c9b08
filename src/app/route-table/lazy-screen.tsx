import { lazy, Suspense, useContext, useEffect, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { LandingScreen } from '@/config/headings';
import type { ServerFeature } from '@/config/server-features';
import { earlyAnswersWaiting } from '@/lib/early-answers';
import { preloadWords } from '@/lib/preload-words';
import { can, type Action } from '@/lib/permissions';
import { getSessionUser } from '@/lib/session';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { retryableLazy } from '../errors/retryable-lazy';
import { RequirePermission } from '../guards/require-permission';
import { onlyOnArrival, prefetchLoader, type RouteQueries } from '../prefetch';
import { afterFirstHeading, headingCommitted, pageShown } from './first-heading';
import { preloadArea, registerScreen, whenIdle } from './preload';
import { headingNamespace, type OwnHeading } from './own-headings';
import { ScreenFallbackContext, type ScreenHeading } from './screen-fallback';

type ScreenOptions = {
  path?: string;
  index?: true;
  feature?: ServerFeature;
  heading?: LandingScreen;
  ownHeading?: OwnHeading;
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
    load: feature
      ? () =>
          Promise.all([load(), import('../feature-gate')]).then(([m, gate]) => gate.gated(feature, m[name]))
      : () => load().then((m) => m[name]),
  };
}

type Group = {
  area: string;
  action: Action;
  words: string;
};

export type ScreenHandle = { area: string; heading?: LandingScreen; ownHeading?: OwnHeading };

/** An area's screens behind the policy's action: nothing is fetched for anyone else. */
export function guarded(group: Group, children: (ScreenSpec | RouteObject)[]): RouteObject {
  return {
    element: <RequirePermission action={group.action} />,
    ErrorBoundary: RouteErrorBoundary,
    children: children.map((child) => ('load' in child ? screenRoute(group, child) : child)),
  };
}

function screenRoute(group: Group, spec: ScreenSpec): RouteObject {
  const { area, action, words } = group;
  // A hover then its click share one fetch; after a failure the next ask fetches anew.
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
  // Asked for as the route matches, ahead of its render; on the document's first load, once its heading
  // has painted (first-heading.ts). The heading's own words are asked for at once: the fallback shows them.
  const loader: Pick<RouteObject, 'loader' | 'shouldRevalidate'> = heading
    ? {
        loader: (args) => {
          if (can(getSessionUser(), action)) {
            if (spec.ownHeading) preloadWords(headingNamespace(spec.ownHeading));
            void afterFirstHeading()
              .then(fetchScreen)
              .catch(() => undefined);
          }
          // Data whose request left with the HTML (build/early-requests.js) needs no code before the
          // heading either; any other data is asked for at once.
          if (queries && earlyAnswersWaiting()) void afterFirstHeading().then(() => queries(args));
          else if (queries) void queries(args);
          return null;
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

function PreloadAreaWhenIdle({ area }: { area: string }) {
  useEffect(() => whenIdle(() => preloadArea(area)), [area]);
  return null;
}

function thenIdleArea(Screen: ComponentType, area: string): ComponentType {
  function ScreenThenArea() {
    // A screen with no heading first: once it is shown, the next screen's code need not wait for one.
    useEffect(pageShown, []);
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
 * Not a `lazy` route, which the data router waits for before rendering anything: the screen loads
 * inside the route's component, its heading the Suspense fallback.
 */
function headingFirst(
  heading: ScreenHeading,
  area: string,
  fetchScreen: () => Promise<ComponentType>,
): ComponentType {
  const load = retryableLazy(() => fetchScreen().then((Component) => ({ Component })));
  const Loaded = lazy(() =>
    afterFirstHeading()
      .then(load)
      .then((loaded) => ({
        default: 'Component' in loaded ? loaded.Component : () => loaded.element,
      })),
  );
  function HeadingFirstScreen() {
    const fallback = useContext(ScreenFallbackContext);
    // Commits with its fallback, the heading, while `Loaded` waits.
    useEffect(headingCommitted, []);
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
