import { configure, screen, waitFor } from '@testing-library/react';
import Papa from 'papaparse';
import { readDb } from '@/mocks/db/db';
import { demoOrganization } from '../../../../tests/utils/factories';
import { captureDownloads, fileText, type SavedFile } from '../../../../tests/utils/capture-downloads';
import { recordRequests } from '../../../../tests/utils/record-requests';
import { renderApp } from '../../../../tests/utils/render-app';

// 'CSV ixrac et' on the payments (issue 18, exports): a carrier's own, and every organisation's for
// an admin, with the status filter on screen.

configure({ asyncUtilTimeout: 10_000 });

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => downloads.restore());

async function exportFrom(url: string, role: 'ADMIN' | 'LOGISTIC') {
  const requests = recordRequests();
  const { user } = renderApp({ url, role });
  await waitFor(() => expect(screen.getAllByTestId('transaction-row').length).toBeGreaterThan(0));
  await user.click(screen.getByRole('button', { name: 'CSV ixrac et' }));
  await waitFor(() => expect(downloads.saved).toHaveLength(1));
  requests.stop();
  const [file] = downloads.saved as [SavedFile];
  const [header, ...rows] = Papa.parse<string[]>((await fileText(file.blob)).slice(1), {
    delimiter: ';',
    skipEmptyLines: true,
  }).data;
  const calls = requests
    .filter((r) => r.method === 'GET' && r.path === '/api/billing/transactions')
    .map((r) => Object.fromEntries(new URLSearchParams(r.search)))
    .filter((query) => query.size === '100');
  return { file, header: header!, rows, calls };
}

describe('transaction export', () => {
  it("saves a carrier's own payments of every status, amounts as numbers beside their currency", async () => {
    const own = readDb().transactions.filter((tx) => tx.organizationId === demoOrganization('LOGISTIC').id);
    expect(own.length).toBeGreaterThan(0);

    const { file, header, rows, calls } = await exportFrom('/billing', 'LOGISTIC');
    expect(file.name).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(calls).toEqual([{ page: '0', size: '100' }]);
    expect(header).toEqual([
      'Ödəniş tarixi',
      'Təsvir',
      'Göndərilən məbləğ',
      'Valyuta',
      'Komissiya',
      'Status',
      'Ödəniş üsulu',
      'Promo kod',
      'Hesab-faktura',
    ]);
    expect(rows).toHaveLength(own.length);
    expect(rows.map((row) => row[2]).sort()).toEqual(
      own.map((tx) => String(tx.amount).replace('.', ',')).sort(),
    );
    for (const row of rows) expect(['USD', 'EUR', 'AZN']).toContain(row[3]);
  });

  it("saves the payments an admin's status filter finds, naming each organisation", async () => {
    const failed = readDb().transactions.filter((tx) => tx.status === 'failed');
    expect(failed.length).toBeGreaterThan(0);

    const { header, rows, calls } = await exportFrom('/all-billing?status=failed', 'ADMIN');
    expect(calls).toEqual([{ page: '0', size: '100', status: 'failed' }]);
    expect(header[1]).toBe('Təşkilat');
    expect(rows).toHaveLength(failed.length);
    expect(new Set(rows.map((row) => row[6]))).toEqual(new Set(['Uğursuz']));
  });
});
