import { configure } from '@testing-library/react';
import { BID_TABS } from '@/config/enums';
import { readDb } from '@/mocks/db/db';
import { demoOrganization } from '@tests/utils/factories';
import { listExport } from '@tests/utils/list-export';

// 'CSV ixrac et' on the bid lists: the admin's every bid and the carrier's own,
// with the filters on screen, every page of them.

configure({ asyncUtilTimeout: 10_000 });

const exportFrom = listExport({ rowTestId: 'bid-row', path: '/api/bids' });

describe('bid list export', () => {
  it("saves every pending bid an admin's filter finds, page by page, with both companies", async () => {
    const db = readDb();
    const inquiries = new Map(db.inquiries.map((i) => [i.id, i]));
    const expected = db.bids.filter((b) => b.status === 'PENDING');
    // Past one export page: the walk through the pages is seen.
    expect(expected.length).toBeGreaterThan(200);

    const { file, header, rows, calls } = await exportFrom('/bids?status=PENDING', 'ADMIN');
    expect(file.name).toMatch(/^bids-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(calls).toEqual(
      Array.from({ length: Math.ceil(expected.length / 100) }, (_, page) => ({
        page: String(page),
        size: '100',
        status: 'PENDING',
      })),
    );
    expect(header).toEqual([
      'Sorğu',
      'Götürülmə ünvanı',
      'Çatdırılma ünvanı',
      'Daşıyıcı',
      'İdxalçı',
      'MOT',
      'Qiymət',
      'Valyuta',
      'Status',
      'Yaradılma tarixi',
      'Qeydlər',
    ]);
    expect(rows).toHaveLength(expected.length);
    expect(rows.map((row) => row[0]).sort()).toEqual(
      expected.map((b) => inquiries.get(b.inquiryId)!.inquiryCode).sort(),
    );
    expect(new Set(rows.map((row) => row[8]))).toEqual(new Set(['Gözləmədə']));
    // Amounts are numbers with the Azerbaijani decimal mark and no grouping, so a spreadsheet adds them up.
    for (const row of rows) expect(row[6]).toMatch(/^\d+(,\d+)?$/);
  });

  it("saves the carrier's own bids of the tab, without a carrier column", async () => {
    const own = demoOrganization('LOGISTIC').id;
    const expected = readDb().bids.filter(
      (b) => b.organizationId === own && (BID_TABS.active as readonly string[]).includes(b.status),
    );
    expect(expected.length).toBeGreaterThan(0);

    const { header, rows, calls } = await exportFrom('/bids?tab=active', 'LOGISTIC');
    expect(calls).toEqual([{ page: '0', size: '100', tab: 'active' }]);
    expect(header).not.toContain('Daşıyıcı');
    expect(header[3]).toBe('İdxalçı');
    expect(rows).toHaveLength(expected.length);
  });
});
