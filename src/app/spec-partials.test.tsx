import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { givenInquiry } from '@tests/utils/factories';
import { renderApp, signInAs } from '@tests/utils/render-app';
import { AppProvider } from './provider';
import { routes } from './route-table/full-table';

// Three points of the spec's screens: the sidebar's 'Inquiry offers', the full-screen
// spinner while a screen loads on the way from another one, and the page title 'general cargo information'.

const menu = () => screen.getByRole('navigation', { name: 'Əsas menyu' });
const LOADING = 'Yüklənir…';
/** The importer's inquiry list, the page the test leaves. */
const LEFT = 'Sorğular';

/** The route table with one screen's lazy code held back until `until` settles: a slow network for it. */
function withScreenHeld(table: RouteObject[], path: string, until: Promise<void>): RouteObject[] {
  return table.map((route) => {
    const children = route.children && withScreenHeld(route.children, path, until);
    const load = route.path === path && typeof route.lazy === 'function' ? route.lazy : null;
    return {
      ...route,
      ...(children && { children }),
      ...(load && { lazy: () => until.then(load) }),
    } as RouteObject;
  });
}

it('the sidebar has an Inquiry offers area for the importer', async () => {
  const { user } = renderApp({ url: paths.home, role: 'IMPORTER' });
  const link = await within(await screen.findByRole('navigation', { name: 'Əsas menyu' })).findByRole(
    'link',
    { name: 'Sorğu təklifləri' },
  );
  expect(link).toHaveAttribute('href', paths.inquiries.bids);
  // One entry for the offers received, not a second one under the spec's other word for them.
  const toOffers = within(menu())
    .getAllByRole('link')
    .filter((a) => a.getAttribute('href') === paths.inquiries.bids);
  expect(toOffers).toHaveLength(1);

  await user.click(link);
  await screen.findByRole('heading', { level: 1, name: 'Sorğu təklifləri' });
  expect(link).toHaveAttribute('aria-current', 'page');

  // English tells the two spec words apart: the area 'Inquiry offers' opens the screen 'Inquiry bids'.
  await user.selectOptions(screen.getByRole('combobox', { name: 'Dil' }), 'en');
  const english = await screen.findByRole('navigation', { name: 'Main menu' });
  expect(await within(english).findByRole('link', { name: 'Inquiry offers' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await screen.findByRole('heading', { level: 1, name: 'Inquiry bids' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru');
  const russian = await screen.findByRole('navigation', { name: 'Главное меню' });
  expect(await within(russian).findByRole('link', { name: 'Предложения по запросам' })).toHaveAttribute(
    'href',
    paths.inquiries.bids,
  );
});

// A screen with no fixed heading (the create flow); one with a heading shows it in the shell instead
// (app/route-table/heading-first.test.tsx).
it('a full-screen spinner shows while a lazy screen loads on a slow network', async () => {
  signInAs('IMPORTER');
  let arrive = () => {};
  const held = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const router = createMemoryRouter(withScreenHeld(routes, paths.inquiries.create, held), {
    initialEntries: [paths.inquiries.list],
  });
  const user = userEvent.setup({ delay: null });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: LEFT });
  await waitFor(() => expect(screen.queryByRole('status', { name: LOADING })).not.toBeInTheDocument());

  await user.click(screen.getAllByRole('link', { name: 'Yeni sorğu' })[0]!);
  // Not at once: a screen that arrives within the delay does not flash a spinner.
  expect(screen.queryByRole('status', { name: LOADING })).not.toBeInTheDocument();
  expect(await screen.findByRole('status', { name: LOADING })).toBeInTheDocument();
  // The page being left stays under it, dimmed, until the next one is there.
  expect(screen.getByRole('heading', { level: 1, name: LEFT })).toBeInTheDocument();
  expect(router.state.navigation.state).toBe('loading');

  arrive();
  await screen.findByRole('heading', { level: 1, name: 'Yeni sorğu' });
  await waitFor(() => expect(screen.queryByRole('status', { name: LOADING })).not.toBeInTheDocument());
  expect(screen.queryByRole('heading', { level: 1, name: LEFT })).not.toBeInTheDocument();
});

it('the load details page is titled general cargo information', async () => {
  const inquiry = givenInquiry();
  renderApp({ url: paths.inquiries.loadDetails(inquiry.id), role: 'IMPORTER' });
  await screen.findByRole('heading', { level: 1, name: 'Ümumi yük məlumatı' });
  // The screen's one h1; the load itself follows in its section.
  expect(await screen.findByText(inquiry.inquiryCode)).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('region', { name: 'Yük məlumatları' })).toBeInTheDocument();
});
