import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { OrganizationType } from '@/config/enums';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/utils/render-app';

// Every signed-in landing screen shows its heading and the line under it while its data is still on
// its way: the data's part shows its own loading state under a heading already there. Every /api
// answer is held here until the test lets them go (the browser's proof is tests/e2e/heading-first.spec.ts).

type Landing = {
  url: string;
  role: OrganizationType;
  heading: string | RegExp;
  subtitle: string;
  /** What only the data shows (a data-testid). */
  data: string;
};

const LANDINGS: Landing[] = [
  {
    url: '/',
    role: 'IMPORTER',
    heading: /^Xoş gəldiniz, /,
    subtitle: 'Sorğularınız və aldığınız təkliflər bir baxışda',
    data: 'figure',
  },
  {
    url: '/inquiries',
    role: 'IMPORTER',
    heading: 'Sorğular',
    subtitle: 'Göndərdiyiniz sorğular, onların statusu və aldıqları təkliflər',
    data: 'inquiry-row',
  },
  {
    url: '/all-bids/102',
    role: 'IMPORTER',
    heading: 'Bütün təkliflər',
    subtitle: 'Bu sorğuya verilən təkliflər',
    data: 'bid-row',
  },
  {
    url: '/',
    role: 'LOGISTIC',
    heading: /^Xoş gəldiniz, /,
    subtitle: 'Açıq sorğular və təklifləriniz bir baxışda',
    data: 'figure',
  },
  {
    url: '/inquiry',
    role: 'LOGISTIC',
    heading: 'Sorğular',
    subtitle: 'Təklif verə biləcəyiniz açıq sorğular',
    data: 'inquiry-row',
  },
  {
    url: '/billing',
    role: 'LOGISTIC',
    heading: 'Hesablaşma',
    subtitle: 'Qazandığınız təkliflər üzrə platforma komissiyası, ödənişlər və hesab-fakturalar.',
    data: 'balance-card',
  },
  {
    url: '/',
    role: 'ADMIN',
    heading: /^Xoş gəldiniz, /,
    subtitle: 'Platformanın göstəriciləri',
    data: 'figure',
  },
  {
    url: '/all-inquiries',
    role: 'ADMIN',
    heading: 'Bütün sorğular',
    subtitle: 'Platformadakı bütün təşkilatların sorğuları',
    data: 'inquiry-row',
  },
];

/** Holds every /api request until `release`; then each goes on to the demo backend. */
function holdEveryAnswer() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  server.use(
    http.all('*/api/*', async () => {
      held += 1;
      await released;
      // Nothing returned: the request goes on to the demo backend's own handler.
      return undefined;
    }),
  );
  return { release, heldCount: () => held };
}

describe.each(LANDINGS)('$url ($role)', ({ url, role, heading, subtitle, data }) => {
  it('shows its heading and the line under it while every answer is held, then its data', async () => {
    const answers = holdEveryAnswer();
    renderApp({ url, role });

    // The data's part says it is loading (the kit's skeletons), under the heading.
    await waitFor(() => expect(document.querySelector('main .animate-pulse')).not.toBeNull());
    const h1 = screen.getByRole('heading', { level: 1, name: heading });
    const header = h1.closest('header');
    expect(header).not.toBeNull();
    expect(within(header!).getByText(subtitle)).toBeInTheDocument();
    expect(screen.queryByTestId(data)).not.toBeInTheDocument();
    expect(answers.heldCount(), 'the screen asked for its data').toBeGreaterThan(0);

    answers.release();
    expect((await screen.findAllByTestId(data)).length).toBeGreaterThan(0);
    // The same heading stands over the data: drawn once, not again with it.
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBe(h1);
  });
});
