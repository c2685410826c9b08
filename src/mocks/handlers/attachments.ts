import { http, HttpResponse } from 'msw';
import { endpoints } from '@/config/endpoints';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from '@/config/limits';
import { readDb, writeDb } from '../db/db';
import { randomToken } from '../jwt';
import { apiUrl, assertActive, authenticate, fail, handle, HttpError } from '../http';
import { message } from '../messages';

const KEEP_IN_STORAGE_BYTES = 256 * 1024;
const blobs = new Map<string, Blob>();
const TYPE_BY_EXTENSION: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

async function toBase64(blob: Blob) {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
}

export const attachmentHandlers = [
  http.post(
    apiUrl(endpoints.attachmentsUpload),
    handle(async ({ request }) => {
      const auth = authenticate(request, ['IMPORTER', 'LOGISTIC', 'ADMIN']);
      assertActive(request, auth);
      const form = await request.formData().catch(() => null);
      const file = form?.get('file');
      if (!file || typeof file === 'string')
        throw new HttpError(400, message(request, 'validation'), { file: 'common:text.field_required' });
      if (file.size > UPLOAD_MAX_BYTES) throw fail(request, 413, 'uploadTooBig');
      const sentName = form?.get('fileName');
      const name = typeof sentName === 'string' && sentName ? sentName : file.name;
      const extension = name.slice(name.lastIndexOf('.')).toLowerCase();
      if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension))
        throw fail(request, 415, 'uploadType');
      const id = `att-${randomToken().slice(0, 16)}`;
      const type =
        file.type && file.type !== 'application/octet-stream'
          ? file.type
          : (TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream');
      blobs.set(id, file);
      const dataBase64 = file.size <= KEEP_IN_STORAGE_BYTES ? await toBase64(file) : null;
      writeDb((db) =>
        db.attachments.push({
          id,
          organizationId: auth.organization.id,
          name,
          size: file.size,
          type,
          dataBase64,
          createdAt: new Date().toISOString(),
        }),
      );
      return HttpResponse.json({ id, name, size: file.size, type }, { status: 201 });
    }),
  ),

  http.get(
    apiUrl(endpoints.attachments.download(':id')),
    handle(({ request, params }) => {
      authenticate(request);
      const record = readDb().attachments.find((a) => a.id === params.id);
      if (!record) throw fail(request, 404, 'notFound');
      const blob =
        blobs.get(record.id) ??
        (record.dataBase64
          ? new Blob([Uint8Array.from(atob(record.dataBase64), (c) => c.charCodeAt(0))], {
              type: record.type,
            })
          : null);
      if (!blob) throw fail(request, 404, 'notFound');
      return new HttpResponse(blob, {
        headers: { 'Content-Type': record.type, 'Content-Length': String(blob.size) },
      });
    }),
  ),
];
