import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../tests/utils/render-app';

// The toast renderer loads after the first screen. When its file cannot come (offline then), the
// app goes on without it: the root layout has only the root error page above it.

const toaster = vi.hoisted(() => ({ asked: 0 }));

vi.mock('@/components/toaster', () => {
  toaster.asked += 1;
  throw new TypeError(
    'Failed to fetch dynamically imported module: http://localhost:3000/assets/toaster-Q1w2.js',
  );
});

it('a toaster chunk that fails leaves the page standing', async () => {
  renderApp({ url: '/login' });
  expect(await screen.findByRole('heading', { name: 'Daxil ol' })).toBeInTheDocument();
  await waitFor(() => expect(toaster.asked).toBe(1));
  // React throws a rejected lazy component on its next render of that boundary, some turns later:
  // the root error page must not show up within a generous wait.
  await expect(
    waitFor(() => expect(screen.getByText('Unexpected Application Error!')).toBeInTheDocument(), {
      timeout: 1500,
    }),
  ).rejects.toThrow();
  expect(screen.getByRole('heading', { name: 'Daxil ol' })).toBeInTheDocument();
});
