import { screen, waitFor, within } from '@testing-library/react';
import { resolveDateRange } from '@/lib/dates';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { retryFailedLoad } from '@tests/utils/failed-load';

// The organisation's timeline (/activities). The demo importer's organisation (Bakı Ticarət MMC) has
// Leyla Məmmədova, who created the curated inquiries (INQ-24101 today), and Rəşad Quliyev; the demo
// carrier's (Xəzər Logistika) Elvin Həsənov placed its bids.

type Recorded = ReturnType<typeof recordRequests>;
const lastActivityParams = (requests: Recorded) => {
  const gets = requests.filter((r) => r.method === 'GET' && r.path === '/api/organization/activities');
  return Object.fromEntries(new URLSearchParams(gets.at(-1)?.search ?? ''));
};

describe('organisation activities', () => {
  it("shows who did what, newest first, with a link to the importer's inquiry", async () => {
    renderApp({ url: '/activities', role: 'IMPORTER' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Təşkilat fəaliyyətləri' }),
    ).toBeInTheDocument();
    const entries = await screen.findAllByTestId('activity-entry');
    const first = entries[0]!;
    expect(first).toHaveTextContent('Leyla Məmmədova INQ-24101 sorğusunu yaratdı');
    expect(within(first).getByRole('link', { name: 'INQ-24101' })).toHaveAttribute('href', '/details/101');
    expect(within(first).getByText(/^\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText(/^\d+ qeyd tapıldı$/)).toBeInTheDocument();
  });

  it('sends the date range, person and type to the server and keeps them in the URL', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp({ url: '/activities', role: 'IMPORTER' });
    await screen.findAllByTestId('activity-entry');
    expect(lastActivityParams(requests)).toEqual({ page: '0', size: '20' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tarix aralığı' }), 'Bu ay');
    const month = resolveDateRange('thisMonth')!;
    await waitFor(() =>
      expect(lastActivityParams(requests)).toMatchObject({
        startDate: month.startDate,
        endDate: month.endDate,
      }),
    );

    await user.click(screen.getByLabelText('Üzv'));
    await user.click(await screen.findByRole('option', { name: 'Rəşad Quliyev' }));
    await waitFor(() => expect(lastActivityParams(requests)).toMatchObject({ userId: '2' }));

    await user.selectOptions(screen.getByLabelText('Fəaliyyət növü'), 'Üzv əlavə edildi');
    await waitFor(() =>
      expect(lastActivityParams(requests)).toEqual({
        page: '0',
        size: '20',
        startDate: month.startDate,
        endDate: month.endDate,
        userId: '2',
        type: 'member_added',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      range: 'thisMonth',
      userId: '2',
      type: 'member_added',
    });

    // A member joining has no actor, so nothing matches one person; the filters can be cleared at once.
    expect(await screen.findByText('Fəaliyyət yoxdur')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtrləri təmizlə' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findAllByTestId('activity-entry')).not.toHaveLength(0);
    requests.stop();
  });

  it('reads the filters from a link and shows the entries without an actor', async () => {
    const requests = recordRequests();
    renderApp({ url: '/activities?type=member_added', role: 'IMPORTER' });
    const entries = await screen.findAllByTestId('activity-entry');
    expect(entries.map((e) => e.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Yeni üzv əlavə edildi: Leyla Məmmədova'),
        expect.stringContaining('Yeni üzv əlavə edildi: Rəşad Quliyev'),
      ]),
    );
    expect(within(entries[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Fəaliyyət növü')).toHaveValue('member_added');
    requests.stop();
    expect(lastActivityParams(requests)).toMatchObject({ type: 'member_added' });
  });

  it("links a carrier's bid to the carrier's inquiry page", async () => {
    renderApp({ url: '/activities?type=bid_placed', role: 'LOGISTIC' });
    const [entry] = await screen.findAllByTestId('activity-entry');
    expect(entry).toHaveTextContent(/^Elvin Həsənov təklif verdi: INQ-\d+ · \d+ \w{3}/);
    const link = within(entry!).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/inquiry\/inquiry-details\/\d+$/);
  });

  it('offers a retry when the timeline cannot be loaded', async () => {
    await retryFailedLoad({
      endpoint: '*/api/organization/activities',
      message: 'Lent hazırda əlçatan deyil',
      url: '/activities',
      role: 'IMPORTER',
    });
    expect(await screen.findAllByTestId('activity-entry')).not.toHaveLength(0);
  });
});
