import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { downloadAttachment } from './download-attachment';
import { startSession } from './session';
import { expectConsoleError } from '@tests/utils/console-errors';

// GET /api/attachments/download/{id}: a blob saved under the caller's file name, whatever
// type and headers the server sends with it; a failure is only logged.

describe('downloading an attachment', () => {
  const saved: string[] = [];
  const blobs: Blob[] = [];
  afterEach(() => {
    saved.length = 0;
    blobs.length = 0;
    vi.restoreAllMocks();
  });

  function watchDownloads() {
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:x';
      },
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  }

  it.each([
    ['a bare octet stream', { 'Content-Type': 'application/octet-stream' }],
    [
      'a typed file with headers the app does not use',
      {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="server-name.pdf"',
        'X-Storage-Node': 'eu-1',
      },
    ],
  ])('saves %s under the name the caller gives, with the bearer token sent', async (_label, headers) => {
    startSession({ accessToken: 'token-1', refreshToken: 'refresh-1' });
    let auth: string | null = null;
    server.use(
      http.get('*/api/attachments/download/:id', ({ request }) => {
        auth = request.headers.get('Authorization');
        return new HttpResponse('%PDF-1.4 body', { headers });
      }),
    );
    watchDownloads();
    await downloadAttachment('a-17', 'packing-list.pdf');
    expect(saved).toEqual(['packing-list.pdf']);
    expect(await blobs[0]!.text()).toBe('%PDF-1.4 body');
    expect(auth).toBe('Bearer token-1');
  });

  it('only logs a failed download', async () => {
    server.use(http.get('*/api/attachments/download/:id', () => new HttpResponse(null, { status: 500 })));
    const log = expectConsoleError(/^Attachment download failed/);
    watchDownloads();
    await downloadAttachment('a-17', 'x.pdf');
    expect(saved).toEqual([]);
    expect(log).toHaveBeenCalledWith('Attachment download failed', expect.anything());
  });
});
