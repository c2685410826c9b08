import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/lib/i18n';
import { formatNumber } from '@/lib/numbers';
import { readDb } from '@/mocks/db/db';
import { filterInquiries } from '@/mocks/inquiry-filters';
import { server } from '@/mocks/node';
import { demoOrganization } from '@tests/utils/factories';
import { captureDownloads, exportCsvFrom, fileText, type SavedFile } from '@tests/utils/capture-downloads';
import { renderApp } from '@tests/utils/render-app';
import { IMPORTER_INQUIRIES_CSV_HEADER_AZ } from '@tests/utils/csv-headers';

// 'CSV ixrac et' on an inquiry list: the whole filtered list, every page of it,
// as a file Excel opens in the user's language; a failure or an empty list said, nothing saved.

configure({ asyncUtilTimeout: 10_000 });

const BOM = '\uFEFF';
let downloads: ReturnType<typeof captureDownloads>;
let saved: SavedFile[];
beforeEach(() => {
  downloads = captureDownloads();
  saved = downloads.saved;
});
afterEach(() => downloads.restore());

/** The importer's own inquiries the demo backend holds under these list parameters, in its order. */
function expectedRows(search: string) {
  const db = readDb();
  const own = db.inquiries.filter((i) => i.organizationId === demoOrganization('IMPORTER').id);
  return filterInquiries(db, own, new URL(`http://localhost/api/inquiries?${search}`));
}

async function openList(url: string) {
  const view = renderApp({ url, role: 'IMPORTER' });
  await waitFor(() => expect(screen.getAllByTestId('inquiry-row').length).toBeGreaterThan(0));
  return view;
}

describe('inquiry list export', () => {
  it('saves every row of the filtered list, asking page by page with the filters on screen', async () => {
    const filters = 'tab=general&mode=SEA';
    const expected = expectedRows(filters);
    // More than one export page, so the walk through the pages is seen.
    expect(expected.length).toBeGreaterThan(100);
    const { file, header, rows, calls } = await exportCsvFrom(saved, {
      url: `/inquiries?${filters}`,
      role: 'IMPORTER',
      rowTestId: 'inquiry-row',
      path: '/api/inquiries',
    });

    const pages = Math.ceil(expected.length / 100);
    expect(calls).toEqual(
      Array.from({ length: pages }, (_, page) => ({
        page: String(page),
        size: '100',
        tab: 'general',
        sort: 'newest',
        mode: 'SEA',
      })),
    );
    expect(file.name).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    // The importer's own list: no organisation column, as on screen.
    expect(header).toEqual(IMPORTER_INQUIRIES_CSV_HEADER_AZ);
    expect(rows.map((row) => row[0])).toEqual(expected.map((inquiry) => inquiry.inquiryCode));
    expect(new Set(rows.map((row) => row[3]))).toEqual(new Set(['Dəniz']));
    expect(
      await screen.findByText(`Fayl hazırdır: ${file.name} (${formatNumber(rows.length)} sətir).`, {
        exact: false,
      }),
    ).toBeInTheDocument();
  });

  it('writes English headers and commas for an English reader', async () => {
    await i18n.changeLanguage('en');
    const { user, unmount } = await openList('/inquiries?tab=general&search=INQ-1000');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const text = await fileText(saved[0]!.blob);
    expect(text.split('\r\n')[0]).toBe(
      `${BOM}Inquiry code,Pick-up address,Delivery address,Mode of transport,Created,Pick-up date,Status,Bids`,
    );
    unmount();
    await act(() => i18n.changeLanguage('az'));
  });

  it('says there is nothing to export when the filters match nothing, and saves no file', async () => {
    const { user } = renderApp({ url: '/inquiries?search=no-such-inquiry-anywhere', role: 'IMPORTER' });
    const button = await screen.findByRole('button', { name: 'CSV ixrac et' });
    await user.click(button);
    expect(
      await screen.findByText('İxrac üçün sətir yoxdur: filtrlərə uyğun heç nə tapılmadı.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says why when a page fails, saves nothing, and leaves the list on screen', async () => {
    const { user } = await openList('/inquiries?tab=general');
    const shown = screen.getAllByTestId('inquiry-row').length;
    server.use(
      http.get('*/api/inquiries', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '1'
          ? HttpResponse.json({ message: null }, { status: 503 })
          : undefined,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'CSV ixrac et' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/^Fayl hazırlanmadı\. /)).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getAllByTestId('inquiry-row')).toHaveLength(shown);
    expect(screen.getByRole('button', { name: 'CSV ixrac et' })).toBeEnabled();
  });
});
