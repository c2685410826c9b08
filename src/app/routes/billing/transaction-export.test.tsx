import { configure } from '@testing-library/react';
import { readDb } from '@/mocks/db/db';
import { demoOrganization } from '@tests/utils/factories';
import { listExport } from '@tests/utils/list-export';

// 'CSV ixrac et' on the payments: a carrier's own, and every organisation's for
// an admin, with the status filter on screen.

configure({ asyncUtilTimeout: 10_000 });

const exportFrom = listExport({ rowTestId: 'transaction-row', path: '/api/billing/transactions' });

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
