// Files the app hands to the browser as downloads (an object URL clicked through a link), caught in
// jsdom with the name the link gives and the blob behind it.

import { screen, waitFor } from '@testing-library/react';
import Papa from 'papaparse';
import type { OrganizationType } from '@/config/enums';
import { exportPageParams, recordRequests } from './record-requests';
import { renderApp } from './render-app';

export type SavedFile = { name: string; blob: Blob };

/** Starts catching downloads; `restore` puts URL and links back. */
export function captureDownloads() {
  const saved: SavedFile[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let last: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      last = blob;
      return 'blob:download';
    },
    revokeObjectURL: () => undefined,
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (last) saved.push({ name: this.download, blob: last });
  });
  const restore = () => {
    Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    click.mockRestore();
  };
  return { saved, restore };
}

/** A file's text with its byte order mark kept (Blob.text() drops it, as TextDecoder does by default). */
export async function fileText(blob: Blob) {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
}

/**
 * Opens `url` as `role`, waits for its rows (test id `rowTestId`), clicks 'CSV ixrac et' and reads the
 * one file saved: a CSV with a byte order mark. Returns the file, its header and rows, and the export
 * pages asked of GET `path`.
 */
export async function exportCsvFrom(
  saved: SavedFile[],
  { url, role, rowTestId, path }: { url: string; role: OrganizationType; rowTestId: string; path: string },
) {
  const requests = recordRequests();
  const { user } = renderApp({ url, role });
  await waitFor(() => expect(screen.getAllByTestId(rowTestId).length).toBeGreaterThan(0));
  await user.click(screen.getByRole('button', { name: 'CSV ixrac et' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  requests.stop();
  const [file] = saved as [SavedFile];
  const text = await fileText(file.blob);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = Papa.parse<string[]>(text.slice(1), {
    delimiter: ';',
    skipEmptyLines: true,
  }).data;
  return { file, header: header!, rows, calls: exportPageParams(requests, path) };
}
