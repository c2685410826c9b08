import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { organizationNamed, suspendOrganization } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// The admin's list of organisations (/organizations). Poti Sea Lines is suspended in the seed
// until the admin lifts it.

const listRequests = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((r) => r.method === 'GET' && r.path === '/api/organizations');

describe('organizations list (admin)', () => {
  it('sends the status filter to the server, keeps it in the URL and shows the suspended carrier', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp({ url: '/organizations', role: 'ADMIN' });
    await screen.findByRole('heading', { level: 1, name: 'Təşkilatlar' });
    await screen.findByText('Bakı Ticarət MMC');

    await user.selectOptions(screen.getByLabelText('Status'), 'Müvəqqəti dayandırılıb');

    await waitFor(() => expect(screen.queryByText('Bakı Ticarət MMC')).not.toBeInTheDocument());
    const rows = screen.getAllByTestId('organization-row');
    expect(rows).toHaveLength(1);
    const poti = rows[0]!;
    expect(within(poti).getByText('Poti Sea Lines')).toBeInTheDocument();
    expect(within(poti).getByText('Müvəqqəti dayandırılıb')).toBeInTheDocument();
    expect(within(poti).getByText('Ləğv edilənədək')).toBeInTheDocument();
    expect(within(poti).getByText('Daşıyıcı')).toBeInTheDocument();
    expect(within(poti).getByRole('link', { name: 'Redaktə et: Poti Sea Lines' })).toHaveAttribute(
      'href',
      `/organizations/update-organization/${organizationNamed('Poti Sea Lines').id}`,
    );
    expect(router.state.location.search).toBe('?status=suspended');
    // The count is a live region (the layout has others, e.g. the offline banner).
    expect(screen.getByText('1 təşkilat tapıldı')).toHaveAttribute('role', 'status');

    requests.stop();
    const last = listRequests(requests).at(-1)!;
    expect(new URLSearchParams(last.search).get('status')).toBe('suspended');
  });

  it('reads the filters from the URL and shows a temporary suspension with its last day', async () => {
    suspendOrganization(organizationNamed('Poti Sea Lines'), { until: new Date(2999, 2, 31) });
    const requests = recordRequests();
    renderApp({ url: '/organizations?status=suspended&type=LOGISTIC', role: 'ADMIN' });
    const row = await screen.findByTestId('organization-row');
    expect(within(row).getByText('31-03-2999 tarixinədək')).toBeInTheDocument();
    requests.stop();
    const params = new URLSearchParams(listRequests(requests)[0]!.search);
    expect(params.get('status')).toBe('suspended');
    expect(params.get('type')).toBe('LOGISTIC');
    expect(screen.getByLabelText('Status')).toHaveValue('suspended');
  });

  it('shows the active ones only with status=active', async () => {
    renderApp({ url: '/organizations?status=active', role: 'ADMIN' });
    await screen.findByText('Bakı Ticarət MMC');
    expect(screen.queryByText('Poti Sea Lines')).not.toBeInTheDocument();
    expect(screen.queryByText('Müvəqqəti dayandırılıb', { selector: 'span' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches, and offers a retry when the server fails', async () => {
    // A 4xx answer is not retried, so the error shows at once.
    server.use(
      http.get('*/api/organizations', () =>
        HttpResponse.json({ message: 'Siyahı hazırda əlçatan deyil' }, { status: 400 }),
      ),
    );
    const { user } = renderApp({ url: '/organizations?search=zzz', role: 'ADMIN' });
    // The app's sentence leads; the server's words come only as a detail beneath it.
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Siyahı hazırda əlçatan deyil/)).toHaveClass('text-xs');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(await screen.findByText('Heç bir nəticə tapılmadı')).toBeInTheDocument();
  });
});
