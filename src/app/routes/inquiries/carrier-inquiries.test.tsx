import { configure, screen, waitFor, within } from '@testing-library/react';
import { getParams } from '@tests/utils/record-requests';
import { FIRST_PAGE, inquiryTable, openInquiryList } from '@tests/utils/inquiry-lists';

// The carrier's list of inquiries open to bids (/inquiry), through the real router and demo backend.

// A route's first visit loads its lazy module and translations: give the waits room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const openList = (url = '/inquiry') => openInquiryList(url, 'LOGISTIC', 'Sorğular');

describe('carrier inquiry list', () => {
  it('asks GET /api/bids/inquiries and links each row to the carrier’s inquiry page', async () => {
    const { requests } = await openList();
    // The spec's endpoint is asked the Spring way: newest first is `createdAt,desc`.
    expect(getParams(requests, '/api/bids/inquiries')).toEqual([{ ...FIRST_PAGE, sort: 'createdAt,desc' }]);
    expect(getParams(requests, '/api/inquiries')).toEqual([]);
    expect(screen.getByText('Təklif verə biləcəyiniz açıq sorğular')).toBeInTheDocument();

    const rows = within(inquiryTable()).getAllByTestId('inquiry-row');
    expect(rows).toHaveLength(10);
    rows.forEach((row) => {
      const link = within(row).getAllByRole('link')[0]!;
      expect(link.getAttribute('href')).toMatch(/^\/inquiry\/inquiry-details\/\d+$/);
      expect(within(row).queryByText('Qaralama')).not.toBeInTheDocument();
    });
    // The importer is named: a column of its own.
    expect(within(inquiryTable()).getByRole('columnheader', { name: 'Təşkilat' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Yeni sorğu' })).not.toBeInTheDocument();
  });

  it('has no tabs and ignores a tab in the URL', async () => {
    const { requests } = await openList('/inquiry?tab=incomplete');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(getParams(requests, '/api/bids/inquiries').at(-1)).toMatchObject({ tab: 'general' });
  });

  it('searches and pages through the open inquiries, keeping both in the URL', async () => {
    const { requests, router, user } = await openList();
    const summary = () => screen.getByText(/nəticədən/).textContent;
    const unfiltered = summary();
    await user.type(screen.getByRole('searchbox', { name: 'Sorğularda axtar' }), 'Baku');
    await waitFor(() =>
      expect(getParams(requests, '/api/bids/inquiries').at(-1)).toMatchObject({ search: 'Baku', page: '0' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?search=Baku'));
    // The found inquiries are on screen: fewer of them than before.
    await waitFor(() => expect(summary()).not.toBe(unfiltered));
    await user.click(screen.getByRole('button', { name: 'Səhifə 2' }));
    await waitFor(() =>
      expect(getParams(requests, '/api/bids/inquiries').at(-1)).toMatchObject({ search: 'Baku', page: '1' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?search=Baku&page=2'));
  });
});
