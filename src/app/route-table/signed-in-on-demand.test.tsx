import { matchRoutes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { appRoutes } from '../router';
import { routes } from './full-table';
import { OTHER_PAGES_IDS } from './patch-points';
import { patchSignedInScreens, SIGNED_IN_SHELL_ID } from './signed-in-on-demand';

// The app's router starts without the signed-in screens (the entry, and so /login, does not carry
// them, nor the other pages beside the sign-in page) and patches them in the first time a path finds
// only the not-found route.
// Who lands where once they are in is proved through the whole app by route-access.test.tsx.

const leafOf = (table: ReturnType<typeof appRoutes>, path: string) => matchRoutes(table, path)?.at(-1)?.route;

type Patch = Parameters<ReturnType<typeof patchSignedInScreens>>[0];

function navigationTo(path: string) {
  const patched: { routeId: string | null; paths: string[] }[] = [];
  const leaf = leafOf(appRoutes(), path);
  const args = {
    path,
    matches: (leaf
      ? [{ route: leaf, params: {}, pathname: path, pathnameBase: '' }]
      : []) as Patch['matches'],
    signal: new AbortController().signal,
    fetcherKey: undefined,
    patch: (routeId: string | null, children: { path?: string; children?: unknown[] }[]) => {
      patched.push({ routeId, paths: children.map((child) => child.path ?? '') });
    },
  } as unknown as Patch;
  return { args, patched };
}

it('the entry router matches a signed-in path to not-found only, until the screens are patched in', () => {
  expect(leafOf(appRoutes(), paths.inquiries.list)?.path).toBe('*');
  expect(leafOf(routes, paths.inquiries.list)?.path).toBe(paths.inquiries.list);
});

it('patches the screens under the shell and the other pages under theirs, once', async () => {
  const patchRoutes = patchSignedInScreens();
  const first = navigationTo(paths.inquiries.list);
  await patchRoutes(first.args);
  const under = new Map(
    first.patched.map(({ routeId, paths: patchedPaths }) => [routeId ?? '', patchedPaths]),
  );
  expect(under.get(SIGNED_IN_SHELL_ID)?.length).toBeGreaterThan(0);
  expect([...under.keys()].sort()).toEqual([SIGNED_IN_SHELL_ID, ...Object.values(OTHER_PAGES_IDS)].sort());

  const again = navigationTo('/no-such-page');
  await patchRoutes(again.args);
  expect(again.patched).toEqual([]);
});

it('the entry router has the sign-in page, and none of the other visitor pages or the tracking page', () => {
  expect(leafOf(appRoutes(), paths.auth.login)?.path).toBe(paths.auth.login);
  for (const path of [
    paths.auth.register,
    paths.auth.forgotPassword,
    paths.auth.changePassword,
    paths.track('abc'),
  ]) {
    expect(leafOf(appRoutes(), path)?.path, path).toBe('*');
    expect(leafOf(routes, path)?.path, path).not.toBe('*');
  }
});
