import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { SESSION_COOKIE } from '@/config/limits';
import { paths } from '@/config/paths';
import { endSession, startSession } from '@/lib/session';
import { signJwt } from '@/mocks/jwt';
import { GuestOnly } from './guest-only';
import { loginPathWithRedirect, REDIRECT_PARAM } from './redirect';
import { RequireAuth } from './require-auth';

// Where a visitor or a signed-in user lands when the session guards stand in the way: the sign-in
// page, with or without the way back, and the change-password screen for a temporary
// password. The screens are stubs that show which page the user is on.

const OPEN_INQUIRIES = `${paths.inquiries.list}?status=open`;

function SignInPage() {
  return <p data-testid="page">sign-in</p>;
}

function AppPage() {
  const { pathname, search } = useLocation();
  return <p data-testid="page">{`app ${pathname}${search}`}</p>;
}

const table: RouteObject[] = [
  { element: <GuestOnly />, children: [{ path: paths.auth.login, Component: SignInPage }] },
  { element: <RequireAuth />, children: [{ path: '*', Component: AppPage }] },
];

/** Opens `url` and waits for a page to show; returns the page's text and the URL it is at. */
async function visit(url: string) {
  const router = createMemoryRouter(table, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const page = await screen.findByTestId('page');
  const { pathname, search } = router.state.location;
  return { shown: page.textContent, pathname, params: new URLSearchParams(search), search };
}

/** At the sign-in page, keeping `backTo` as the page to return to, or with no query at all. */
function expectSignInPage(at: Awaited<ReturnType<typeof visit>>, backTo?: string) {
  expect(at.shown).toBe('sign-in');
  expect(at.pathname).toBe(paths.auth.login);
  if (backTo) expect(at.params.get(REDIRECT_PARAM)).toBe(backTo);
  else expect(at.search).toBe('');
}

function signIn(claims: Record<string, unknown> = {}) {
  startSession({ accessToken: signJwt({ organizationType: 'IMPORTER', sub: '1', ...claims }, 3_600) });
}

/** No session now and none ended before: the state of a first visit. */
function firstVisit() {
  signIn();
  Cookies.remove(SESSION_COOKIE, { path: '/' });
}

describe('RequireAuth, for a visitor with no session', () => {
  it('sends a first-time visitor from a deep page to the sign-in page with the page and its query to come back to', async () => {
    firstVisit();
    const at = await visit(OPEN_INQUIRIES);
    expectSignInPage(at, OPEN_INQUIRIES);
  });

  it('sends a first-time visitor of the home page to the plain sign-in page', async () => {
    firstVisit();
    const at = await visit(paths.home);
    expectSignInPage(at);
  });

  it('sends a user whose session expired back to the sign-in page with the deep page to come back to', async () => {
    signIn();
    endSession('expired');
    const at = await visit(OPEN_INQUIRIES);
    expectSignInPage(at, OPEN_INQUIRIES);
  });

  it('sends a user who logged out from a deep page to the plain sign-in page', async () => {
    signIn();
    endSession('logout');
    const at = await visit(OPEN_INQUIRIES);
    expectSignInPage(at);
  });
});

describe('RequireAuth, for a signed-in user', () => {
  it('sends a user with a temporary password from any page to the change-password screen', async () => {
    signIn({ mustChangePassword: true });
    const at = await visit(OPEN_INQUIRIES);
    expect(at.pathname).toBe(paths.auth.changePassword);
    expect(at.shown).toBe(`app ${paths.auth.changePassword}`);
  });

  it('shows the change-password screen itself to a user with a temporary password', async () => {
    signIn({ mustChangePassword: true });
    const at = await visit(paths.auth.changePassword);
    expect(at.pathname).toBe(paths.auth.changePassword);
    expect(at.shown).toBe(`app ${paths.auth.changePassword}`);
  });

  it('leaves a user without a temporary password on the page they opened', async () => {
    signIn({ mustChangePassword: false });
    const at = await visit(OPEN_INQUIRIES);
    expect(at.shown).toBe(`app ${OPEN_INQUIRIES}`);
  });
});

describe('GuestOnly', () => {
  it('shows the sign-in page to a visitor', async () => {
    firstVisit();
    const at = await visit(paths.auth.login);
    expectSignInPage(at);
  });

  it('sends a signed-in user who opens the sign-in page home', async () => {
    signIn();
    const at = await visit(paths.auth.login);
    expect(at.shown).toBe(`app ${paths.home}`);
  });

  it('sends a signed-in user who opens the sign-in page with a way back to that page', async () => {
    signIn();
    const at = await visit(loginPathWithRedirect(OPEN_INQUIRIES));
    expect(at.shown).toBe(`app ${OPEN_INQUIRIES}`);
  });

  it.each(['//same.origin', '/\\same.origin'])(
    'sends a signed-in user home, not on, when the way back %s leads to another host',
    async (host) => {
      signIn();
      const back = `${host}${paths.inquiries.list}`;
      const at = await visit(loginPathWithRedirect(back));
      expect(at.shown).toBe(`app ${paths.home}`);
    },
  );
});
