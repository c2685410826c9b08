import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import { AppProvider } from '@/app/provider';
import { renderApp } from '@tests/utils/render-app';
import { failingGet } from '@tests/utils/failing-get';
import { RouteErrorPage } from './route-error-page';

// Home: each role's own figures, with loading, error and retry.

describe('home dashboard', () => {
  it('shows the importer its own inquiries and bids', async () => {
    renderApp({ url: '/', role: 'IMPORTER' });
    const figures = await screen.findByText('Davam edən sorğular');
    expect(figures.closest('a')).toHaveTextContent(/\d+/);
    expect(screen.getByRole('heading', { name: 'Son sorğularınız' })).toBeInTheDocument();
    expect(screen.queryByText(/Ödəniş həcmi/)).not.toBeInTheDocument();
  });

  it('shows the carrier its win rate and open inquiries', async () => {
    renderApp({ url: '/', role: 'LOGISTIC' });
    expect(await screen.findByText('Qazanma faizi')).toBeInTheDocument();
    expect(screen.getByText('Açıq sorğular')).toBeInTheDocument();
  });

  it('shows the admin the platform’s totals', async () => {
    renderApp({ url: '/', role: 'ADMIN' });
    const volume = await screen.findByText('Ödəniş həcmi · USD');
    expect(volume.closest('a')).toHaveTextContent(/\d+,\d{2} USD$/);
  });

  it('explains a failed load and loads again on retry', async () => {
    const outage = failingGet('*/api/dashboard', { message: 'Xidmət müvəqqəti əlçatmazdır', status: 500 });
    const { user } = renderApp({ url: '/', role: 'IMPORTER' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Xidmət müvəqqəti əlçatmazdır');
    outage.failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(await screen.findByText('Davam edən sorğular')).toBeInTheDocument();
  });
});

describe('error page', () => {
  it('reads "Unexpected Application Error!" with the status and message', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: () => {
            // React Router's way to fail a route with a status: throw a Response.
            // eslint-disable-next-line @typescript-eslint/only-throw-error
            throw new Response('Broken on purpose', { status: 503, statusText: 'Service Unavailable' });
          },
          element: <p>never</p>,
          errorElement: <RouteErrorPage />,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    expect(screen.getByText('503')).toBeInTheDocument();
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();
  });
});
