import type { OrganizationType } from '@/config/enums';
import { captureDownloads, exportCsvFrom } from './capture-downloads';

// The export tests of one list screen: downloads caught around each test, and the list's
// 'CSV ixrac et' read back as a file.

/**
 * Catches downloads in each test of the file (from `beforeEach` to `afterEach`) and returns the
 * export of the list whose rows have the test id `rowTestId` and whose pages come from GET `path`:
 * given a URL and a role, the file saved with its header, rows and the export pages asked.
 */
export function listExport({ rowTestId, path }: { rowTestId: string; path: string }) {
  let downloads: ReturnType<typeof captureDownloads>;
  beforeEach(() => {
    downloads = captureDownloads();
  });
  afterEach(() => downloads.restore());
  return (url: string, role: OrganizationType) =>
    exportCsvFrom(downloads.saved, { url, role, rowTestId, path });
}
