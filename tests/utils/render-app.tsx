import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { appRouterSetup } from '@/app/router';
import { patchedRoutesIfLoaded } from '@/app/route-table/signed-in-on-demand';
import type { OrganizationType } from '@/config/enums';
import { DEMO_ACCOUNTS } from '@/config/demo-accounts';
import { readDb, writeDb } from '@/mocks/db/db';
import { issueTokens } from '@/mocks/tokens';
import { startSession } from '@/lib/session';

/** Starts a real session for a demo account of the role: tokens signed by the demo backend. */
export function signInAs(role: OrganizationType) {
  const email = DEMO_ACCOUNTS.find((a) => a.role === role)?.email;
  const db = readDb();
  const user = db.users.find((u) => u.email === email);
  const organization = user && db.organizations.find((o) => o.id === user.organizationId);
  if (!user || !organization) throw new Error(`No demo account for ${role}`);
  const tokens = writeDb((d) => issueTokens(d, user, organization));
  startSession(tokens);
  return { user, organization, tokens };
}

/** Renders the whole app (real providers, i18n, route table and guards) at a URL. */
export function renderApp({ url = '/', role }: { url?: string; role?: OrganizationType } = {}) {
  if (role) signInAs(role);
  // The app's own router set-up: whole once the screens' table has come (tests/utils/setup-vitest.ts
  // loads it first, as main.tsx does for a signed-in visit), patched on demand otherwise.
  const { routes, options } = appRouterSetup(role ? patchedRoutesIfLoaded() : null);
  const router = createMemoryRouter(routes, { initialEntries: [url], ...options });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}
