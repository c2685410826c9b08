import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import toast from 'react-hot-toast';
import type { Page } from '@/lib/page';
import { captureDownloads, fileText } from '@tests/utils/capture-downloads';
import { ExportCsvButton } from './export-csv-button';
import { AppToaster } from './toaster';

// The export's row limit as the user meets it: a list of exactly the limit is saved whole with no
// notice; one row more is saved cut to the limit, and a notice says so.

/** A list of `total` rows (numbered from 1), answered a page of `size` at a time. */
const listOf =
  (total: number) =>
  (page: number, size: number): Promise<Page<number>> =>
    Promise.resolve({
      content: Array.from(
        { length: Math.max(0, Math.min(size, total - page * size)) },
        (_, i) => page * size + i + 1,
      ),
      page,
      size,
      totalElements: total,
      totalPages: Math.ceil(total / size),
      dropped: 0,
    });

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => {
  downloads.restore();
  act(() => toast.remove());
});

async function exportList(total: number) {
  const user = userEvent.setup();
  render(
    <Suspense fallback={null}>
      <AppToaster />
      <ExportCsvButton
        list="numbers"
        fetchPage={listOf(total)}
        columns={[{ header: 'N', value: (n) => n }]}
      />
    </Suspense>,
  );
  await user.click(await screen.findByRole('button', { name: 'CSV ixrac et' }));
  await waitFor(() => expect(downloads.saved).toHaveLength(1));
  const lines = (await fileText(downloads.saved[0]!.blob)).split('\r\n').filter(Boolean);
  return lines.length - 1;
}

const capped = 'Faylda ilk 10 000 sətir var. Qalanları üçün filtrləri daraldın.';

describe('ExportCsvButton at its row limit', () => {
  it('saves a list of exactly 10,000 rows whole, with no notice', async () => {
    expect(await exportList(10_000)).toBe(10_000);
    expect(await screen.findByText('Fayl hazırdır:', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(capped)).not.toBeInTheDocument();
  });

  it('saves the first 10,000 rows of 10,001 and says the file was cut', async () => {
    expect(await exportList(10_001)).toBe(10_000);
    expect(await screen.findByText(capped)).toBeInTheDocument();
  });
});
