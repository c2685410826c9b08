import { configure, screen, waitFor, within } from '@testing-library/react';
import { demoOrganization, organizationOf } from '@tests/utils/factories';
import { getParams } from '@tests/utils/record-requests';
import { FIRST_PAGE, inquiryTable, openInquiryList } from '@tests/utils/inquiry-lists';

// The admin's list of every organisation's inquiries (/all-inquiries), with the organisation filter.

// A route's first visit loads its lazy module and translations: give the waits room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const orgCells = () =>
  within(inquiryTable())
    .getAllByTestId('inquiry-row')
    .map((row) => within(row).getAllByRole('cell')[2]!.textContent);

const openList = (url = '/all-inquiries') => openInquiryList(url, 'ADMIN', 'Bütün sorğular');

describe('admin inquiry list', () => {
  it('lists every organisation’s inquiries with the tabs, and links rows to the update page', async () => {
    const { requests } = await openList();
    expect(getParams(requests, '/api/inquiries')).toEqual([FIRST_PAGE]);
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(within(inquiryTable()).getByRole('columnheader', { name: 'Təşkilat' })).toBeInTheDocument();
    expect(new Set(orgCells()).size).toBeGreaterThan(1);
    within(inquiryTable())
      .getAllByTestId('inquiry-row')
      .forEach((row) =>
        expect(within(row).getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^\/update-inquiry\/\d+$/),
      );
    // The organisation options are fetched only when the filters are opened.
    expect(getParams(requests, '/api/organizations')).toEqual([]);
  });

  it('filters by organisation, sending organizationId', async () => {
    const gence = String(organizationOf('kamran@genceaqro.az').id);
    const { requests, router, user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Bütün filtrlərə bax' }));
    const panel = screen.getByRole('group', { name: 'Əlavə filtrlər' });
    await waitFor(() =>
      expect(getParams(requests, '/api/organizations')).toEqual([
        { page: '0', size: '100', type: 'IMPORTER' },
      ]),
    );
    await user.click(await within(panel).findByLabelText('Təşkilat'));
    // Importers only: a carrier is not offered.
    expect(screen.queryByRole('option', { name: 'Xəzər Logistika MMC' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Gəncə Aqro MMC' }));

    await waitFor(() =>
      expect(getParams(requests, '/api/inquiries').at(-1)).toEqual({
        ...FIRST_PAGE,
        organizationId: gence,
      }),
    );
    expect(router.state.location.search).toBe(`?organization=${gence}`);
    await waitFor(() => expect(new Set(orgCells())).toEqual(new Set(['Gəncə Aqro MMC'])));
  });

  it('reads the organisation filter back from the URL', async () => {
    const importer = String(demoOrganization('IMPORTER').id);
    const { requests } = await openList(`/all-inquiries?organization=${importer}&tab=incomplete`);
    expect(getParams(requests, '/api/inquiries')).toEqual([
      { page: '0', size: '10', tab: 'incomplete', sort: 'newest', organizationId: importer },
    ]);
    expect(new Set(orgCells())).toEqual(new Set(['Bakı Ticarət MMC']));
    expect(screen.getByRole('tab', { name: 'Natamam', selected: true })).toBeInTheDocument();
  });
});
