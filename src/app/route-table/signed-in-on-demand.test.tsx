import { matchRoutes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { appRoutes } from '../router';
import { routes } from './full-table';
import { patchSignedInScreens, SIGNED_IN_SHELL_ID } from './signed-in-on-demand';

// The app's router starts without the signed-in screens (the entry, and so /login, does not carry
// them) and patches them under the shell the first time a path finds only the not-found route.
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

it('patches the screens under the shell once, at the first path no route of its own takes', async () => {
  const patchScreens = patchSignedInScreens();
  const first = navigationTo(paths.inquiries.list);
  await patchScreens(first.args);
  expect(first.patched).toHaveLength(1);
  expect(first.patched[0]?.routeId).toBe(SIGNED_IN_SHELL_ID);
  expect(first.patched[0]?.paths.length).toBeGreaterThan(0);

  const again = navigationTo('/no-such-page');
  await patchScreens(again.args);
  expect(again.patched).toEqual([]);
});

it('asks for nothing on a path the table already has a route of its own for (a tracking link)', async () => {
  const tracking = navigationTo(paths.track('abc'));
  expect(leafOf(appRoutes(), paths.track('abc'))?.path).not.toBe('*');
  await patchSignedInScreens()(tracking.args);
  expect(tracking.patched).toEqual([]);
});
