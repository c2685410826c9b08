import { waitFor } from '@testing-library/react';
import type { createMemoryRouter } from 'react-router-dom';

type Router = ReturnType<typeof createMemoryRouter>;

/**
 * The query strings `router` arrives at `pathname` with, in order, from now to the end of the test.
 * The first is what the link asked for: a screen may then write its own state to the URL (the
 * create flow adds its step as it mounts), so reading the URL later races with it.
 */
export function arrivalsAt(router: Router, pathname: string) {
  const arrivals: string[] = [];
  onTestFinished(
    router.subscribe(({ location }) => {
      if (location.pathname === pathname) arrivals.push(location.search);
    }),
  );
  return arrivals;
}

/** The first arrival's query, as an object, once it has come. */
export async function firstArrivalQuery(arrivals: string[]) {
  await waitFor(() => expect(arrivals).not.toHaveLength(0));
  return Object.fromEntries(new URLSearchParams(arrivals[0]));
}
